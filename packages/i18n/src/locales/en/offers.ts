/** English texts of the offers and articles. */
export const offersEn = {};

/** English texts of the cart: its items, the promo code and the bill. */
export const cartEn = {};

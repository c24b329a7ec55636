/** English texts of Refer and Earn (customer spec sections 2 and 9). */
export const referralEn = {
  title: 'Refer and Earn',
};

/** English texts of a completed booking's feedback (customer spec sections 4, 5 and 9). */
export const feedbackEn = {
  title: 'Rate your service',
};

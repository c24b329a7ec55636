/** English texts of a payment's rules (workshop spec sections 3 and 5: 'Cheque number is 6 digits'). */
export const PAYMENT_MESSAGES = {
  chequeNoInvalid: 'Cheque number should be 6 digits',
  tenderedBelowAmount: 'Amount tendered should not be less than the amount',
} as const;

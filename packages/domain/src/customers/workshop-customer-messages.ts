/**
 * English texts of the workshop customer's field rules (workshop spec sections 3 and 5): the
 * customer type, dates, credit and the second mobile number. A module of their own: the English
 * catalogue and rules.ts need the texts, not the schemas beside them.
 */
export const WORKSHOP_CUSTOMER_MESSAGES = {
  customerTypeInvalid: 'Select individual or corporate/fleet',
  anniversaryBeforeBirth: 'Anniversary date should be later than the date of birth',
  futureDate: 'This date cannot be in the future',
  creditAmountInvalid: 'Enter an amount of 0 or more, with at most {{decimals}} decimal places',
  creditDaysInvalid: 'Credit days should be a whole number from 0 to 365',
  mobileInvalid: 'Enter a valid mobile number',
  alternativeMobileSame: 'Alternative mobile number should be different from the mobile number',
} as const;

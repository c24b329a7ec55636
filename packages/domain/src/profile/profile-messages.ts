/**
 * The spec's English texts of the personal-details rules (customer spec section 5). A module of their own: the English catalogue
 * and rules.ts need the texts, not the schemas and checks beside them, which the sign-in screens never use.
 */
export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter name',
  nameInvalid: 'Please enter valid name',
  nameTooShort: 'Name should have minimum 3 characters',
  nameTooLong: 'Name should have maximum 100 characters',
  emailInvalid: 'Please enter valid email',
  emailLocked: 'Email cannot be changed once set',
  mobileRequired: 'Please enter mobile number',
  mobileLocked: 'Mobile number cannot be changed once set',
  genderRequired: 'Please select gender',
  underAge: 'Age should be greater than 18',
  futureDate: 'Date of birth cannot be in the future',
  dateInvalid: 'Invalid date',
} as const;

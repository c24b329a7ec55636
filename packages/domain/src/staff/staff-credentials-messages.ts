/**
 * English texts of the staff account rules (workshop spec section 5 "Accounts": a password of at
 * least 8 characters with one special character, one number and one uppercase letter; password and
 * confirm password must match). Each missing part has its own text so the form says which one.
 * A module of their own: the English catalogue and rules.ts need the texts, not the schemas.
 */
export const STAFF_CREDENTIALS_MESSAGES = {
  passwordTooShort: 'Password should have minimum 8 characters',
  passwordTooLong: 'Password should have maximum 128 characters',
  passwordNeedsUppercase: 'Password should have at least one uppercase letter',
  passwordNeedsNumber: 'Password should have at least one number',
  passwordNeedsSpecial: 'Password should have at least one special character',
  passwordMismatch: 'Password and confirm password must match',
  passwordUnchanged: 'New password should be different from the current password',
  usernameInvalid: 'Username should be 3 to 32 letters, digits, dots, underscores or dashes',
} as const;

/**
 * English texts of the employee and technician forms' field rules (issue 29 parts 1 and 2). A module
 * of their own: the English catalogue and rules.ts need the texts, not the schemas beside them.
 * 'Employee already exists' and 'user already mapped to another employee ID' (workshop spec section
 * 8) need the other records: they are API errors, shared/error-codes.ts 'people/…'.
 */
export const PEOPLE_MESSAGES = {
  aadhaarInvalid: 'Enter a valid 12-digit Aadhaar number',
  saudiIdInvalid: 'Enter a valid 10-digit national id or iqama number',
  bahrainCprInvalid: 'Enter a valid 9-digit CPR number',
  emiratesIdInvalid: 'Enter a valid Emirates ID (784-YYYY-NNNNNNN-C)',
  licenceExpiryRequired: 'Enter the licence expiry date',
  licenceNumberRequired: 'Enter the licence number',
  employeeCodeInvalid: 'An employee ID is 1 to 30 letters, digits, - or /',
} as const;

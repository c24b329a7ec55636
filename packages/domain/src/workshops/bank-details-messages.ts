/**
 * English texts of the workshop's bank details rules (workshop spec section 3, "Workshop": bank
 * name, account no, IFSC, branch code), printed on invoices for customers to pay into. A wrong
 * digit sends a customer's money elsewhere, so the codes with a check (IBAN) are checked. A module
 * of their own: the English catalogue and rules.ts need the texts, not the checks beside them.
 */
export const BANK_DETAILS_MESSAGES = {
  ifscInvalid: 'Enter a valid IFSC: 4 letters, 0, then 6 letters or digits, for example {{example}}',
  accountNumberInvalid: 'Account number should be 9 to 18 digits',
  ibanInvalid: 'Enter a valid IBAN, for example {{example}}',
  ibanCheckDigits: 'This IBAN’s check digits do not match the rest; check it for a typing mistake',
  branchCodeInvalid: 'Branch code should be up to 11 letters or digits',
} as const;

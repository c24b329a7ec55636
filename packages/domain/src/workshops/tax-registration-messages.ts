/**
 * English texts of the tax registration rules (workshop spec sections 3 and 5). A number's format
 * differs by country, so each country's refusal names its own number and shows an example of it
 * (`{{example}}`, see TAX_REGISTRATION_EXAMPLES), as the plate rules do. A module of their own:
 * the English catalogue and rules.ts need the texts, not the checks beside them.
 */
export const TAX_REGISTRATION_MESSAGES = {
  gstinInvalid: 'Enter a valid GST number of 15 characters, for example {{example}}',
  gstinStateInvalid: 'A GST number starts with a state code (01 to 38, 97 or 99), for example {{example}}',
  gstinCheckCharacter: 'This GST number’s last character does not match the rest; check it for a typing mistake',
  gstinStateMismatch: 'A GST number must match the state code: this one should start with {{stateCode}}',
  gstStateCodeInvalid: 'Enter a valid GST state code: 01 to 38, 97 or 99',
  saudiVatInvalid: 'Enter a valid VAT number: 15 digits starting and ending with 3, for example {{example}}',
  uaeTrnInvalid: 'Enter a valid TRN: 15 digits starting with 100, for example {{example}}',
  bahrainVatInvalid: 'Enter a valid VAT account number of 15 digits, for example {{example}}',
  tanzaniaTaxInvalid: 'Enter a valid TIN or VRN, for example {{example}}',
} as const;

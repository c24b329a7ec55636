/**
 * The English texts shared by every workshop record's fields (workshop spec section 5: "Message for
 * required fields: this field is required"; section 5 "Dates and numbers": "invalid dates give
 * Invalid date"). A module of their own: the English catalogue and rules.ts need the texts, not the
 * schemas beside them.
 */
export const WORKSHOP_FIELD_MESSAGES = {
  required: 'This field is required',
  dateInvalid: 'Invalid date',
  tooLong: 'Maximum {{max}} characters allowed',
  tooShort: 'Minimum {{min}} characters required',
  // Workshop spec section 5 "Other": valid name and email; a staff member's or owner's mobile number.
  emailInvalid: 'Please enter valid email',
  mobileInvalid: 'Enter a valid mobile number',
} as const;

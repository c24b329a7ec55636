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
} as const;

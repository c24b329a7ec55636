/**
 * English texts of the labour catalogue's field rules (workshop spec section 5, "Required fields" and
 * "Accounts"): a module of their own, as the English catalogue and rules.ts need the texts, not the
 * schemas. Refusals that need the catalogue's state (a name taken, a bulk update that cannot apply)
 * are API errors: shared/error-codes.ts, 'labour/…'.
 */
export const LABOUR_MESSAGES = {
  timeRequired: 'Time for service cannot be empty',
  segmentsRequired: 'at least one time segment and labour rate segment must be chosen',
  timeInvalid: 'Time should be hours from 0.01 to 99.99, to the minute',
  rateInvalid: 'Labour rate should be an amount above zero',
  changeInvalid: 'The change should be a number other than zero',
  optionExists: 'option already available',
  tooManyPropertyTypes: 'At most {{max}} custom property types',
  targetsRequired: 'Choose at least one to change',
} as const;

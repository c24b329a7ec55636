/**
 * The spec's English texts of the plate rules, each followed by an example of the brand country's
 * format (`{{example}}`, see PLATE_EXAMPLES) so a refused customer sees what is expected. A module
 * of their own: the English catalogue and rules.ts need the texts, not the schemas and checks
 * beside them, which the sign-in screens never use.
 */
export const PLATE_MISSING_MESSAGE = 'please enter registration number, for example {{example}}';
export const PLATE_INVALID_MESSAGE = 'enter valid license plate, for example {{example}}';
export const PLATE_MESSAGES = { missing: PLATE_MISSING_MESSAGE, invalid: PLATE_INVALID_MESSAGE } as const;

/**
 * The spec's English texts of the document rules (customer spec sections 5 and 9). A module of their own: the English catalogue
 * and rules.ts need the texts, not the schemas and checks beside them, which the sign-in screens never use.
 */
export const DOCUMENT_MESSAGES = {
  fieldMandatory: (displayName: string) => `${displayName} is mandatory`,
  expiryRequired: 'Please select expiry date',
  frontRequired: 'Please upload front image',
  backRequired: 'Please upload back image',
  addVehicleFirst: 'add vehicle before uploading',
  selectVehicleFirst: 'select vehicle before uploading',
  unsupportedType: 'Unsupported file type. Please upload a PDF, PNG or JPG file',
  tooLarge: 'Maximum upload size exceeded',
  saved: (title: string) => `${title} saved successfully`,
} as const;

import { z } from 'zod';
import { ruleCodes, type RuleValues } from '../shared/rule-codes';
import { DOCUMENT_MESSAGES } from './document-messages';

/** Document templates and the upload rules of customer spec sections 3, 5 and 9. */
export const ZDocumentField = z.object({ fieldName: z.string(), fieldDisplayName: z.string(), value: z.string().nullable() });

export const ZDocumentTemplate = z.object({
  name: z.string(),
  displayTitle: z.string(),
  supportsId: z.boolean(),
  idFieldDisplayName: z.string().nullable(),
  supportsExpiration: z.boolean(),
  additionalFieldsToCapture: z.array(ZDocumentField),
});
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;

const { saved: _saved, ...documentRules } = DOCUMENT_MESSAGES;
/** The rules' codes (the saved toast is not a rule); a missing field's rule names it as `field`. */
export const DOCUMENT_RULES = ruleCodes('document', documentRules);

export const DOCUMENT_IMAGE_SIDES = ['front', 'back'] as const;
export type TDocumentSide = (typeof DOCUMENT_IMAGE_SIDES)[number];
/** 5 MiB per file: a phone photo of a paper fits; anything larger is refused with the spec's message. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const ZDocumentFieldsInput = z.object({
  documentType: z.string().min(1).max(40),
  documentId: z.string().trim().max(64).optional().default(''),
  expirationDate: z.string().optional().default(''),
  additionalFields: z.record(z.string(), z.string().max(200)).optional().default({}),
});
export type TDocumentFieldsInput = z.input<typeof ZDocumentFieldsInput>;

/** A missing input: its rule and values (for the apps), and the spec's English message (for the server's 400). */
export type DocumentProblem = { field: string; rule: (typeof DOCUMENT_RULES)[keyof typeof DOCUMENT_RULES]; values?: RuleValues; message: string };

/**
 * The template decides what is mandatory: every additional field except the expiry date and the
 * id, the expiry date when the template supports one, and both images. The pollution certificate
 * has no validation (customer spec section 5).
 */
export function documentProblems(
  template: TDocumentTemplate,
  input: { expirationDate?: string; additionalFields?: Record<string, string>; hasFront: boolean; hasBack: boolean },
): DocumentProblem[] {
  if (template.name === 'PUCC') return [];
  const problems: DocumentProblem[] = [];
  for (const field of template.additionalFieldsToCapture) {
    if (/^(expirationDate|expiryDate|id)$/i.test(field.fieldName)) continue;
    if (!input.additionalFields?.[field.fieldName]?.trim()) {
      problems.push({
        field: field.fieldName,
        rule: DOCUMENT_RULES.fieldMandatory,
        values: { field: field.fieldDisplayName },
        message: DOCUMENT_MESSAGES.fieldMandatory(field.fieldDisplayName),
      });
    }
  }
  if (template.supportsExpiration && !input.expirationDate)
    problems.push({ field: 'expirationDate', rule: DOCUMENT_RULES.expiryRequired, message: DOCUMENT_MESSAGES.expiryRequired });
  if (!input.hasFront) problems.push({ field: 'front', rule: DOCUMENT_RULES.frontRequired, message: DOCUMENT_MESSAGES.frontRequired });
  if (!input.hasBack) problems.push({ field: 'back', rule: DOCUMENT_RULES.backRequired, message: DOCUMENT_MESSAGES.backRequired });
  return problems;
}

export const ZUserDocument = z.object({
  did: z.string(),
  vehicleId: z.string(),
  documentType: z.string(),
  documentId: z.string().nullable(),
  expirationDate: z.string().nullable(),
  additionalFields: z.record(z.string(), z.string()),
  images: z.array(z.object({ side: z.enum(DOCUMENT_IMAGE_SIDES), url: z.string(), contentType: z.string() })),
  createdAt: z.string(),
});
export type TUserDocument = z.infer<typeof ZUserDocument>;

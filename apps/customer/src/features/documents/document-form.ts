import { documentProblems, type TDocumentTemplate } from '@servicebay/domain';

export type DocumentSide = 'front' | 'back';

export type DocumentFormValues = {
  documentId: string;
  /** YYYY-MM-DD, or empty. */
  expirationDate: string;
  additionalFields: Record<string, string>;
  files: Record<DocumentSide, File | null>;
};

export const emptyDocumentForm = (): DocumentFormValues => ({ documentId: '', expirationDate: '', additionalFields: {}, files: { front: null, back: null } });

const sameLabel = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The inputs a template asks for. When the template's id is also one of its additional fields
 * (Policy Number on insurance), it is asked once, and that field's value is the document's id.
 */
export function documentFormLayout(template: TDocumentTemplate) {
  const idSource = template.supportsId
    ? template.additionalFieldsToCapture.find((field) => sameLabel(template.idFieldDisplayName, field.fieldDisplayName))
    : undefined;
  return {
    additionalFields: template.additionalFieldsToCapture,
    hasOwnIdField: template.supportsId && template.idFieldDisplayName !== null && idSource === undefined,
    idSourceField: idSource?.fieldName ?? null,
    hasExpiry: template.supportsExpiration,
  };
}

/** What is missing, field by field, by the domain's rule (the pollution certificate has none). */
export function documentFormProblems(template: TDocumentTemplate, values: DocumentFormValues): Record<string, string> {
  const problems = documentProblems(template, {
    expirationDate: values.expirationDate,
    additionalFields: values.additionalFields,
    hasFront: values.files.front !== null,
    hasBack: values.files.back !== null,
  });
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}

/** The document's id: its own field, or the additional field that is the id. */
export function documentIdOf(template: TDocumentTemplate, values: DocumentFormValues): string {
  const { idSourceField } = documentFormLayout(template);
  return (idSourceField ? values.additionalFields[idSourceField] : values.documentId)?.trim() ?? '';
}

/** The trimmed values of the template's own fields only. */
export function additionalFieldValues(template: TDocumentTemplate, values: DocumentFormValues): Record<string, string> {
  return Object.fromEntries(
    template.additionalFieldsToCapture.flatMap((field) => {
      const value = values.additionalFields[field.fieldName]?.trim();
      return value ? [[field.fieldName, value]] : [];
    }),
  );
}

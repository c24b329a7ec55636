import { documentProblems, type TDocumentTemplate } from '@servicebay/domain';
import type { FieldIssue } from '@servicebay/ui';

export type DocumentSide = 'front' | 'back';

/** The typed fields of the form; the picked files are kept beside them (see useUploadDocumentForm). */
export type DocumentTextValues = {
  documentId: string;
  /** YYYY-MM-DD, or empty. */
  expirationDate: string;
  additionalFields: Record<string, string>;
};
export type DocumentFiles = Record<DocumentSide, File | null>;
export type DocumentFormValues = DocumentTextValues & { files: DocumentFiles };

export const emptyDocumentText = (): DocumentTextValues => ({ documentId: '', expirationDate: '', additionalFields: {} });
export const emptyDocumentForm = (): DocumentFormValues => ({ ...emptyDocumentText(), files: { front: null, back: null } });

/** Where the form keeps an input: a template's own field under additionalFields, the others by name. */
export function documentFormField(template: TDocumentTemplate, field: string): string | undefined {
  if (template.additionalFieldsToCapture.some((own) => own.fieldName === field)) return `additionalFields.${field}`;
  return ['documentId', 'expirationDate', 'front', 'back'].includes(field) ? field : undefined;
}

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

/**
 * What is missing, as issues at the form's fields, by the domain's rule (the pollution certificate
 * has none). A missing field's rule names the field, with its label in the customer's language.
 */
export function documentFormIssues(template: TDocumentTemplate, values: DocumentFormValues, labelOf: (fieldName: string) => string): FieldIssue[] {
  const problems = documentProblems(template, {
    expirationDate: values.expirationDate,
    additionalFields: values.additionalFields,
    hasFront: values.files.front !== null,
    hasBack: values.files.back !== null,
  });
  return problems.map((problem) => ({
    field: documentFormField(template, problem.field) ?? problem.field,
    message: problem.rule,
    params: problem.values ? { ...problem.values, field: labelOf(problem.field) } : undefined,
  }));
}

/** The document's id: its own field, or the additional field that is the id. */
export function documentIdOf(template: TDocumentTemplate, values: DocumentTextValues): string {
  const { idSourceField } = documentFormLayout(template);
  return (idSourceField ? values.additionalFields[idSourceField] : values.documentId)?.trim() ?? '';
}

/** The trimmed values of the template's own fields only. */
export function additionalFieldValues(template: TDocumentTemplate, values: Pick<DocumentTextValues, 'additionalFields'>): Record<string, string> {
  return Object.fromEntries(
    template.additionalFieldsToCapture.flatMap((field) => {
      const value = values.additionalFields[field.fieldName]?.trim();
      return value ? [[field.fieldName, value]] : [];
    }),
  );
}

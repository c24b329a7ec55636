import { ApiError } from '@servicebay/api-client';
import { notifyApiError } from './notify';
import type { ErrorCode } from '@servicebay/domain';

/**
 * A refusal that names one of the form's fields, as an issue to show there: a 400, and also a 409
 * or 403 that says which field ('Username already exists' at the username, a role one may not give
 * at the role). Its message is the error code, which the form shows in the reader's language.
 * Null for anything else, which becomes a toast.
 */
export function refusalAtField(
  error: unknown,
  fieldOf: (apiField: string) => string | undefined = (field) => field,
): { field: string; issue: { message: ErrorCode } } | null {
  if (!(error instanceof ApiError) || !error.field || error.status < 400 || error.status >= 500 || error.isUnauthorised) return null;
  const field = fieldOf(error.field);
  return field ? { field, issue: { message: error.code } } : null;
}

type FormWithIssues = { values: object; showIssue: (field: string, issue: { message: ErrorCode }) => void };

/**
 * A failed save as the person reads it: at its field when the form has it (or `fieldOf` names the
 * form's field for the API's), else as a toast.
 */
export function showRefusal(
  form: FormWithIssues,
  error: unknown,
  fieldOf: (apiField: string) => string | undefined = (field) => (field in form.values ? field : undefined),
) {
  const atField = refusalAtField(error, fieldOf);
  if (atField) form.showIssue(atField.field, atField.issue);
  else notifyApiError(error);
}

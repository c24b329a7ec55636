import { ApiError } from '@servicebay/api-client';
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

import type { ErrorCode } from '@servicebay/domain';
import { ApiError } from './api-error';

/**
 * A refused call that names a field (a 400 with `field`), as an issue a form shows at that field:
 * its message is the error code, which the apps translate like a rule code. Null for anything
 * else, and for a field the form does not have (`fieldOf` answers undefined): those become toasts.
 */
export function fieldIssueOf(
  error: unknown,
  fieldOf: (apiField: string) => string | undefined = (field) => field,
): { field: string; issue: { message: ErrorCode } } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  const field = fieldOf(error.field);
  return field ? { field, issue: { message: error.code } } : null;
}

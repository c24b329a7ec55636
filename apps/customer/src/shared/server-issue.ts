import { ApiError } from '@servicebay/api-client';
import type { IssueLike } from '@servicebay/domain';
import { apiErrorText } from './notify';

/**
 * A refused save that names one of the form's fields: the issue to show there, its text chosen
 * by the error's code like every API error. Null for anything else (it becomes a toast).
 */
export function serverFieldIssue(
  error: unknown,
  fieldOf: (apiField: string) => string | undefined = (field) => field,
): { field: string; issue: IssueLike } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  const field = fieldOf(error.field);
  return field ? { field, issue: { message: apiErrorText(error) } } : null;
}

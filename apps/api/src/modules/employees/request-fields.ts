import { issueEnglish } from '@servicebay/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';

/** A body read by its domain schema; the first issue is the 400, with the rule's English text at its field. */
export function fieldsOf<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  const issue = parsed.error?.issues[0];
  if (issue) throw new AppError('request/invalid', { field: issue.path.join('.'), message: issueEnglish(issue) });
  return parsed.data as z.output<S>;
}

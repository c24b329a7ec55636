import { ERRORS, isRuleCode, WORKSHOP_FIELD_RULES, type IssueLike, type RuleCode } from '@servicebay/domain';
import type { PathIssue, SchemaLike } from '@servicebay/ui';

type ZodLikeIssue = PathIssue & { code?: string; format?: string };
type ZodLike<Output> = {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly ZodLikeIssue[] } };
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const DATE_FORMATS = new Set(['datetime', 'date', 'time']);

/**
 * A domain schema whose issues all carry a rule code, so a form shows each in the reader's language:
 * some wire schemas (a job card's texts, a pickup's driver) keep zod's English for a length or a
 * format. Their issues become the workshop fields' shared rules ('This field is required', 'Maximum
 * {{max}} characters allowed', 'Invalid date'); `formatRules` names the rule of a field whose
 * format is wrong (a driver's number: 'Enter a valid mobile number').
 */
export function withFieldRuleCodes<Output>(schema: ZodLike<Output>, formatRules: Partial<Record<string, RuleCode>> = {}): SchemaLike<Output> {
  const coded = (issue: ZodLikeIssue, input: unknown): IssueLike & { path: readonly PropertyKey[] } => {
    if (isRuleCode(issue.message) || Object.hasOwn(ERRORS, issue.message)) return issue;
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    if (isEmpty(valueAt(input, issue.path))) return { ...issue, message: WORKSHOP_FIELD_RULES.required };
    if (issue.code === 'too_big') return { ...issue, message: WORKSHOP_FIELD_RULES.tooLong };
    if (issue.code === 'too_small') return { ...issue, message: WORKSHOP_FIELD_RULES.tooShort };
    if (issue.code === 'invalid_format' && issue.format && DATE_FORMATS.has(issue.format)) return { ...issue, message: WORKSHOP_FIELD_RULES.dateInvalid };
    return { ...issue, message: formatRules[field] ?? WORKSHOP_FIELD_RULES.required };
  };
  return {
    safeParse: (input) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? parsed : { success: false, error: { issues: parsed.error.issues.map((issue) => coded(issue, input)) } };
    },
  };
}

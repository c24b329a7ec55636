import type { IssueLike } from '@servicebay/domain';

/** An issue of zod's shape with its path; zod's own issues fit it. */
export type PathIssue = IssueLike & { path: readonly PropertyKey[] };

/** What a form needs of a domain schema; zod's schemas fit it, so this package does not depend on zod. */
export type SchemaLike<Output> = {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly PathIssue[] } };
};

/** An issue raised beside the schema (a rule that needs the brand or other records), at one field. */
export type FieldIssue = IssueLike & { field: string };

export type DomainRules<Values, Output> = {
  /** The domain's schema of what is sent: its issues carry the rule codes the form shows. */
  schema: SchemaLike<Output>;
  /** The form's values as the schema reads them (an empty email as null, a pin as text...). */
  toInput?: (values: Values) => unknown;
  /** The form's field for a schema path ('date_of_birth' -> 'dateOfBirth'); undefined leaves it out. Default: the path's first name. */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** Rules the schema cannot see, such as the brand's plate rule or a second Home address. */
  moreIssues?: (values: Values) => readonly FieldIssue[];
};

export type RulesCheck<Output> = { ok: true; output: Output } | { ok: false; issues: Record<string, IssueLike> };

const firstName = (path: readonly PropertyKey[]) => (typeof path[0] === 'string' ? path[0] : undefined);

/**
 * Checks the values with the domain's rules: what to send, or the first issue of each field
 * (a form shows one message under each input; the schema's come before the extra rules').
 */
export function checkWithRules<Values, Output>(rules: DomainRules<Values, Output>, values: Values): RulesCheck<Output> {
  const { schema, toInput = (v: Values) => v, fieldOf = firstName, moreIssues } = rules;
  const parsed = schema.safeParse(toInput(values));
  const issues: Record<string, IssueLike> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined && !(field in issues)) issues[field] = issue;
  }
  for (const { field, ...issue } of moreIssues?.(values) ?? []) if (!(field in issues)) issues[field] = issue;
  if (parsed.success && Object.keys(issues).length === 0) return { ok: true, output: parsed.data };
  return { ok: false, issues };
}

/** The form's errors: each field's issue as text in the user's language. */
export function errorsOf(check: RulesCheck<unknown>, issueText: (issue: IssueLike) => string): Record<string, string> {
  return check.ok ? {} : Object.fromEntries(Object.entries(check.issues).map(([field, issue]) => [field, issueText(issue)]));
}

/**
 * A rule code names one rule of the specs, e.g. 'profile.nameRequired'. The domain's schemas give
 * the code as the zod issue's message: the apps show the text of that code in the user's language
 * (never by matching English text), and the server answers the spec's English text for it.
 */
export type RuleValues = Record<string, string | number>;

type CodesOf<A extends string, M> = { readonly [K in keyof M & string]: `${A}.${K}` };

/** `{ nameRequired: 'profile.nameRequired', ... }`: the codes of one area, keyed as its message table. */
export function ruleCodes<A extends string, M extends Record<string, unknown>>(area: A, messages: M): CodesOf<A, M> {
  return Object.fromEntries(Object.keys(messages).map((key) => [key, `${area}.${key}`])) as CodesOf<A, M>;
}

/** Fills `{{max}}` placeholders as i18next does, so the server's English and the app's English agree. */
export const fillTemplate = (template: string, values: RuleValues = {}): string =>
  template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The shape of a zod issue this reads; structural, so callers need not share zod's types. */
export type IssueLike = { message: string; path?: readonly PropertyKey[]; maximum?: unknown; minimum?: unknown; params?: unknown };

/**
 * The values a rule's text names, from the issue itself: a length rule's limit is zod's `maximum`
 * (as `max`) or `minimum` (as `min`); a custom issue brings its own `params`.
 */
export function ruleValuesOf(issue: IssueLike): RuleValues {
  const values: RuleValues = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') values.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') values.min = Number(issue.minimum);
  if (issue.params && typeof issue.params === 'object') {
    for (const [name, value] of Object.entries(issue.params)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

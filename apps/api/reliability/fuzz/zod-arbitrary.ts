import fc from 'fast-check';

/**
 * fast-check values for a route's zod schema (zod 4), leaning on what breaks servers: every field
 * may be a value of its type, a value the makers know to be valid (so a request gets past
 * validation into the service), or hostile text: NUL bytes, lone surrogates, impossible dates,
 * very long strings, wrong types.
 */
type ZodDef = {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: ZodLike;
  out?: ZodLike;
  keyType?: ZodLike;
  valueType?: ZodLike;
  format?: string;
};
export type ZodLike = { _zod?: { def: ZodDef }; def?: ZodDef };

const defOf = (schema: ZodLike): ZodDef | null => schema._zod?.def ?? schema.def ?? null;

/** Text PostgreSQL cannot hold, or that parsers and date columns trip on. */
export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\u0000',
  '2027-02-31',
  '0000-00-00',
  '9999-99-99',
  '',
  ' ',
  '🚗',
  '../../etc/passwd',
  "' or 1=1 --",
  '{"a":',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(10_000),
];

export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\uDC00')).map(([a, b]) => a + b) },
  );

const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true }), fc.constant([]), fc.constant({}), hostileText());

/** Values of the schema's own shape (often valid), with hostile ones mixed in at every level. */
export function arbitraryOf(schema: ZodLike | undefined, valid: (field: string) => fc.Arbitrary<unknown> | null, depth = 0): fc.Arbitrary<unknown> {
  const def = schema ? defOf(schema) : null;
  if (!def || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const inner = (next: ZodLike | undefined) => arbitraryOf(next, valid, depth + 1);
  const own = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const fields = Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([field, fieldSchema]) => {
            const known = valid(field);
            const generated = inner(fieldSchema);
            return [field, known ? fc.oneof({ weight: 3, arbitrary: known }, { weight: 2, arbitrary: generated }) : generated];
          }),
        );
        return fc.record(fields, { requiredKeys: [] });
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return fc.oneof(inner(def.innerType), fc.constant(undefined), fc.constant(null));
      case 'pipe':
        return inner(def.in);
      case 'array':
        return fc.array(inner(def.element), { maxLength: 4 });
      case 'record':
        return fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileText()), inner(def.valueType), { maxKeys: 4 });
      case 'union':
        return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
      case 'literal':
        return fc.constantFrom(...((def.values ?? [null]) as (string | number | boolean | null)[]));
      case 'string':
        return def.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 80 });
      case 'number':
      case 'int':
        return fc.oneof(fc.integer({ min: -10, max: 3000 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'boolean':
        return fc.boolean();
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: wrongType() });
}

/** A query string or path parameter: text only, from the schema's values, the makers' or hostile ones. */
export function textArbitrary(schema: ZodLike | undefined, known: fc.Arbitrary<unknown> | null): fc.Arbitrary<string> {
  const fromSchema = arbitraryOf(schema, () => null).map((value) => (value === undefined || value === null ? '' : String(value)));
  const options = [
    { weight: 2, arbitrary: fromSchema },
    { weight: 2, arbitrary: hostileText() },
  ];
  if (known) options.push({ weight: 3, arbitrary: known.map(String) });
  return fc.oneof(...options);
}

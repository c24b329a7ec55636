import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type JsonSchema = { [key: string]: unknown };

/** The null branch zod's `openapi-3.0` target writes for `z.null()` (it has no `null` type). */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0's `nullable: true` only widens `type` (3.0.3, Schema Object): an `enum` or a
 * combination beside it still refuses null. zod writes `z.enum([...]).nullable()` as the enum plus
 * `nullable`, so the document said "Male or Female" where the API answers null; here null joins
 * the enum, and a nullable `anyOf` (no `type` of its own to widen) gets a branch that is null.
 */
export function nullableForOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableForOpenApi30);
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableForOpenApi30(value)]));
  if (schema.nullable !== true) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  if (Array.isArray(schema.anyOf) && schema.type === undefined) {
    const { nullable: _nullable, ...rest } = schema;
    return { ...rest, anyOf: [...schema.anyOf, NULL_ONLY] };
  }
  return schema;
}

/** The route schemas of the API document: zod's JSON schemas (fastify-type-provider-zod), null said the way 3.0 means it. */
export const openApiTransform: typeof jsonSchemaTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  return { schema: nullableForOpenApi30(schema) as typeof schema, url };
};

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

type JsonSchema = { [key: string]: unknown };

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes `x | null` as `anyOf: [x, null]`, which fast-json-stringify resolves per value with a
 * validator; a primitive's `type: [x, 'null']` says the same and stays a plain branch.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withNullableTypes(v)]));
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const value = branches.find((b) => b.type !== 'null');
    const isNullable = branches.some((b) => b.type === 'null' && Object.keys(b).length === 1);
    if (value && isNullable && typeof value.type === 'string' && PRIMITIVES.has(value.type)) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...value, type: [value.type, 'null'] };
    }
  }
  return schema;
}

/** The JSON schema of what a zod schema outputs, or null when zod cannot say it (transforms, codecs). */
export function outputJsonSchema(schema: ZodType): JsonSchema | null {
  try {
    const { $schema: _dialect, ...json } = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', reused: 'inline' });
    return withNullableTypes(json) as JsonSchema;
  } catch {
    return null;
  }
}

const zodSerializer = createSerializerCompiler();

/**
 * Responses are written by fast-json-stringify, compiled once per route from the zod schema's JSON
 * schema: objects carry `additionalProperties: false`, so fields the schema does not name never
 * leak. Services build their answers from typed values, so checking every answer again with zod
 * costs more than it finds; `checkWithZod` (development and tests) still does, so drift shows up
 * there. A schema zod cannot express as JSON schema keeps the zod serializer.
 */
export function createResponseSerializerCompiler({ checkWithZod }: { checkWithZod: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const json = outputJsonSchema(route.schema);
    if (!json) return zodSerializer(route);
    const stringify = fastJson(json);
    return (data) => {
      if (checkWithZod) {
        const result = safeEncode(route.schema, data);
        if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      }
      return stringify(data);
    };
  };
}

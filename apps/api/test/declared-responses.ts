import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer a test app gives is checked against what the API document (GET /api/docs/json)
 * declares for its route and status (decision 0040). The zod check of the serializer sees the
 * value before it is written; this sees the bytes a client gets and the contract a client reads,
 * so a document that says less or other than the answer (a null its enum refuses, a status it
 * never names, JSON where it promised an event stream) fails the test that met it.
 */

type MediaType = { schema?: object };
type ResponseObject = { content?: Record<string, MediaType> };
type Operation = { responses?: Record<string, ResponseObject> };
type Document = { paths: Record<string, Record<string, Operation>> };

const mismatches: string[] = [];

/** What the test apps answered against their document since the last call; the API tests' setup fails a test on any. */
export const takeMismatches = () => mismatches.splice(0);

// One validator per schema text, for the whole worker: compiling is what costs, and the failure
// envelope alone stands behind nearly every route.
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
const validatorsBySchema = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validatorsBySchema.get(schema);
  if (validate) return validate;
  const text = JSON.stringify(schema);
  validate = validators.get(text);
  if (!validate) validators.set(text, (validate = ajv.compile(jsonSchemaOf(schema) as object)));
  validatorsBySchema.set(schema, validate);
  return validate;
}

/** OpenAPI 3.0 writes an exclusive bound as a flag beside `minimum`/`maximum` (JSON schema draft 4); Ajv reads the later number form. */
function jsonSchemaOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchemaOf);
  if (!node || typeof node !== 'object') return node;
  const schema: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, jsonSchemaOf(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag]) schema[flag] = schema[bound];
    else delete schema[flag];
    if (schema[flag] !== undefined) delete schema[bound];
  }
  return schema;
}

/** Fastify's `/a/:id/*` as the document writes it, `/a/{id}/{*}` (the way @fastify/swagger converts it). */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

function bodyText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  return payload.toString();
}

/** The declared response of a status: its own code, its class (`4XX`), or `default`. */
const declaredFor = (operation: Operation, status: number) =>
  operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`] ?? operation.responses?.default;

/** What is wrong with one answer against the document, or null. */
function mismatchOf(document: Document, request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const { routeOptions } = request;
  const status = reply.statusCode;
  // No route (the not-found handler), a route the document hides (its own pages), a HEAD twin, or no body at all.
  if (!routeOptions.url || (routeOptions.schema as { hide?: boolean } | undefined)?.hide || request.method === 'HEAD') return null;
  if (status === 204 || status === 304 || payload === null || payload === undefined || payload === '') return null;
  const where = `${request.method} ${routeOptions.url} answered ${status}`;
  const operation = document.paths[documentPath(routeOptions.url)]?.[request.method.toLowerCase()];
  if (!operation) return `${where}, but the API document has no such operation`;
  const declared = declaredFor(operation, status);
  if (!declared) return `${where}, a status its document does not declare (${Object.keys(operation.responses ?? {}).join(', ')})`;
  // A response declared without content (a file, a page) says nothing to check the bytes against.
  if (!declared.content) return null;
  const mediaType = String(reply.getHeader('content-type') ?? '')
    .split(';')[0]!
    .trim();
  const media = declared.content[mediaType] ?? declared.content[`${mediaType.split('/')[0]}/*`] ?? declared.content['*/*'];
  if (!media) return `${where} with ${mediaType || 'no content type'}, where its document declares ${Object.keys(declared.content).join(', ')}`;
  if (!media.schema || !isJson(mediaType)) return null;
  const text = bodyText(payload, reply.getHeader('content-encoding'));
  if (text === null) return null;
  const validate = validatorOf(media.schema);
  if (validate(JSON.parse(text))) return null;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('; ');
  return `${where}, which breaks its declared schema: ${errors}\n  body: ${text.slice(0, 500)}`;
}

// The document of each set of routes, kept for the worker: building it turns every route's zod
// schemas into JSON schemas, which cost a second an app where the apps answered in tens of ms.
// The same routes give the same document: schemas do not change with an app's configuration.
const documents = new Map<string, Document>();

/**
 * Checks every answer of `app` from now on. The document is read when the first answer goes out
 * (every route is registered by then).
 */
export function checkDeclaredResponses(app: FastifyInstance) {
  const routes: string[] = [];
  app.addHook('onRoute', (route) => void routes.push(`${String(route.method)} ${route.url}`));
  let document: Document | undefined;
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      if (!document) {
        const key = routes.join('\n');
        document = documents.get(key) ?? (app.swagger() as unknown as Document);
        documents.set(key, document);
      }
      const mismatch = mismatchOf(document, request, reply, payload);
      if (mismatch) mismatches.push(mismatch);
    } catch (error) {
      mismatches.push(`${request.method} ${request.url}: the answer could not be checked (${String(error)})`);
    }
    done(null, payload);
  });
}

import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { PNG } from '../../test/garage-factories';
import { fieldMakers, formFieldMakers, idMakers, partMakers, type Maker, type MakerContext } from '../../test/isolation/makers';
import { arbitraryOf, hostileText, textArbitrary, type ZodLike } from './zod-arbitrary';

/**
 * A fast-check arbitrary of whole requests for one route, built from its zod schemas: path
 * params, query, JSON body or multipart form. Values the isolation makers know (the caller's own
 * vehicle id, a valid plate) are mixed with generated and hostile ones, so requests reach past
 * validation into the services as well as being refused by it.
 */
type Schema = { params?: ZodLike; querystring?: ZodLike; body?: ZodLike; consumes?: string[] };
const BOUNDARY = 'servicebay-fuzz-boundary';

/** Text as an attacker's bytes: UTF-8, with a lone surrogate written as its own three bytes (WTF-8), not replaced. */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2), 'utf8'));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}
const percent = (text: string) => [...wtf8(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const shapeOf = (schema: ZodLike | undefined): Record<string, ZodLike> => {
  const def = schema?._zod?.def;
  if (def?.type === 'object') return def.shape ?? {};
  if (def?.innerType) return shapeOf(def.innerType);
  return {};
};
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(url.includes('*') ? ['*'] : []);

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string };

function multipartBody(parts: Part[], truncateAt: number | null): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = 'file' in part ? `; filename="${part.filename}"\r\nContent-Type: image/png` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="`), wtf8(part.name), Buffer.from(`"${head}\r\n\r\n`));
    chunks.push('file' in part ? part.file : wtf8(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const body = Buffer.concat(chunks);
  return truncateAt === null ? body : body.subarray(0, Math.floor(body.length * truncateAt));
}

/** Where one request breaks the rules: nowhere (a valid request), or one param, query field, body field or form part. */
type Mutation = { where: 'none' } | { where: 'param' | 'query' | 'body' | 'form'; field: string; value: unknown };

function formArbitrary(context: MakerContext, mutation: Mutation): fc.Arbitrary<Buffer> {
  const fields: Record<string, string> = Object.fromEntries(Object.entries(formFieldMakers).map(([field, make]) => [field, String(make(context))]));
  if (mutation.where === 'form') fields[mutation.field] = String(mutation.value ?? '');
  const file = fc.oneof(
    { weight: 4, arbitrary: fc.constant(PNG) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  );
  const names = fc.oneof({ weight: 4, arbitrary: fc.constant(['file', 'front', 'back']) }, { weight: 1, arbitrary: fc.subarray(['file', 'front', 'back']) });
  const files = names.chain((chosen) => fc.tuple(...chosen.map((name) => file.map((body) => ({ name, file: body, filename: `${name}.png` })))));
  const truncate = fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) });
  return fc
    .tuple(files, truncate)
    .map(([uploads, cut]) => multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...uploads], cut));
}

/**
 * Requests for `route`: a valid request built from the makers (aimed at `context`'s records), with
 * one place (a param, a query or body field, a form part) given a generated or hostile value.
 */
export function requestArbitrary(method: string, route: RouteOptions, context: MakerContext): fc.Arbitrary<InjectOptions> {
  const schema = (route.schema ?? {}) as Schema;
  const isForm = schema.consumes?.includes('multipart/form-data') === true;
  const hasBody = !isForm && !['GET', 'DELETE', 'OPTIONS'].includes(method);
  const params = paramsOf(route.url);
  const paramShape = shapeOf(schema.params);
  const queryShape = shapeOf(schema.querystring);
  const bodyShape = shapeOf(schema.body);
  const valid = (makers: Record<string, Maker>, shape: Record<string, ZodLike>) =>
    Object.fromEntries(Object.keys(shape).flatMap((field) => (makers[field] ? [[field, makers[field](context)]] : [])));
  const baseParams: Record<string, unknown> = Object.fromEntries(params.map((name) => [name, (idMakers[name] ?? partMakers[name])?.(context) ?? '']));

  const mutations: fc.Arbitrary<Mutation>[] = [fc.constant({ where: 'none' as const })];
  for (const name of params) {
    const value = name === '*' ? hostileText() : textArbitrary(paramShape[name], null);
    mutations.push(value.map((v) => ({ where: 'param' as const, field: name, value: v })));
  }
  for (const [field, fieldSchema] of Object.entries(queryShape)) {
    mutations.push(textArbitrary(fieldSchema, null).map((v) => ({ where: 'query' as const, field, value: v })));
  }
  if (hasBody) {
    mutations.push(arbitraryOf(schema.body, () => null).map((v) => ({ where: 'body' as const, field: '', value: v })));
    for (const [field, fieldSchema] of Object.entries(bodyShape)) {
      mutations.push(arbitraryOf(fieldSchema, () => null).map((v) => ({ where: 'body' as const, field, value: v })));
    }
  }
  if (isForm) {
    for (const field of [...Object.keys(formFieldMakers), 'documentId', 'expirationDate', 'additionalFields.policyNumber', 'brand']) {
      mutations.push(hostileText().map((v) => ({ where: 'form' as const, field, value: v })));
    }
  }

  return fc.oneof(...mutations).chain((mutation) => {
    const body: fc.Arbitrary<{ payload?: string | Buffer; type?: string }> = isForm
      ? formArbitrary(context, mutation).map((payload) => ({ payload, type: `multipart/form-data; boundary=${BOUNDARY}` }))
      : fc.constant(hasBody ? jsonBody(valid(fieldMakers, bodyShape), mutation) : {});
    return body.map(({ payload, type }) => {
      const values = { ...baseParams, ...(mutation.where === 'param' ? { [mutation.field]: mutation.value } : {}) };
      const fields: Record<string, unknown> = {
        ...valid(fieldMakers, queryShape),
        ...(mutation.where === 'query' ? { [mutation.field]: mutation.value } : {}),
      };
      const path = route.url.replace(/:(\w+)|\*/g, (_, name?: string) => percent(String(values[name ?? '*'] ?? '')));
      const search = Object.entries(fields)
        .map(([field, value]) => `${encodeURIComponent(field)}=${percent(String(value))}`)
        .join('&');
      const options: InjectOptions = { method: method as InjectOptions['method'], url: search ? `${path}?${search}` : path };
      if (payload !== undefined) options.payload = payload;
      if (type) options.headers = { 'content-type': type };
      return options;
    });
  });
}

function jsonBody(valid: Record<string, unknown>, mutation: Mutation): { payload?: string; type?: string } {
  if (mutation.where !== 'body') return { payload: JSON.stringify(valid), type: 'application/json' };
  const value = mutation.field ? { ...valid, [mutation.field]: mutation.value } : mutation.value;
  return value === undefined ? {} : { payload: JSON.stringify(value), type: 'application/json' };
}

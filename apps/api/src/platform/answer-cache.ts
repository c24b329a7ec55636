import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { boundedMap } from './bounded-map';
import { acceptedEncoding, compressed, type Precompressed } from './content-encoding';

/**
 * An answer serialised once through its route's response schema, kept as bytes with its ETag, and
 * when it is worth it also compressed once (the service menu is 8 KB as JSON, 1.3 KB as brotli).
 */
export type Answer = { body: Buffer; etag: string; encoded?: Record<Precompressed['encoding'], Buffer> };

/** Below this a compressed copy saves less than a packet's worth and costs a lookup. */
const COMPRESS_FROM_BYTES = 1_024;
/** Brotli's quality and gzip's level for answers: made on a request's path, so quick rather than smallest. */
const ANSWER_COMPRESSION_EFFORT = 5;

/** Keys come from query strings: a bound keeps a stream of odd queries from growing memory. */
const MAX_ANSWERS_PER_BRAND = 2_000;

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** Serialises what `produce` answers with the route's own serializer (platform/response-serializer.ts). */
export async function makeAnswer(reply: FastifyReply, produce: () => unknown): Promise<Answer> {
  const body = Buffer.from(reply.serialize(await produce()) as string);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (body.length < COMPRESS_FROM_BYTES) return { body, etag };
  return { body, etag, encoded: await compressed(body, ANSWER_COMPRESSION_EFFORT) };
}

/**
 * Sends a kept answer; a GET whose If-None-Match names it gets 304 and no body. Clients may keep
 * it, but must ask each time (`no-cache`): a change elsewhere changes it without a new URL.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, cacheControl = 'no-cache') {
  // Each encoding is its own representation, with its own tag (RFC 9110 section 8.8.3).
  const encoding = answer.encoded && acceptedEncoding(request.headers['accept-encoding'])?.encoding;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  reply.header('etag', etag);
  if (answer.encoded) reply.header('vary', 'accept-encoding');
  if (request.method === 'GET') {
    reply.header('cache-control', cacheControl);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  return encoding ? reply.header('content-encoding', encoding).send(answer.encoded?.[encoding]) : reply.send(answer.body);
}

/**
 * Answers that depend only on the brand and the request's key (catalogue lists, the brand's
 * profile). They live as long as the brand object the request carries: when the brands service
 * reloads its brands (after a change, or its TTL), every answer of the old brand is dropped with it.
 * `forget()` drops them all at once, for changes to what the answers are made of.
 */
export function createAnswerCache() {
  let byBrand = new WeakMap<object, ReturnType<typeof boundedMap<string, Answer>>>();
  // A change while an answer is being made must not let that older answer into the cache.
  let generation = 0;

  async function answerFor(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => unknown): Promise<Answer> {
    const cached = byBrand.get(request.brand)?.get(key);
    if (cached) return cached;
    const startedAt = generation;
    const answer = await makeAnswer(reply, produce);
    if (startedAt !== generation) return answer;
    let answers = byBrand.get(request.brand);
    if (!answers) byBrand.set(request.brand, (answers = boundedMap(MAX_ANSWERS_PER_BRAND)));
    answers.set(key, answer);
    return answer;
  }

  return {
    send: async (request: FastifyRequest, reply: FastifyReply, key: string, produce: () => unknown) =>
      sendAnswer(request, reply, await answerFor(request, reply, key, produce)),

    forget: () => {
      byBrand = new WeakMap();
      generation++;
    },
  };
}

/** `If-None-Match` may list several tags, weak ones included (RFC 9110 section 13.1.2). */
function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { boundedMap } from './bounded-map';

type Answer = { body: Buffer; etag: string };

/** Keys come from query strings: a bound keeps a stream of odd queries from growing memory. */
const MAX_ANSWERS_PER_BRAND = 2_000;

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * Answers that depend only on the brand and the request's key (catalogue lists, the brand's
 * profile), serialised once through the route's own response schema and kept as bytes with an
 * ETag. They live as long as the brand object the request carries: when the brands service
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
    const body = Buffer.from(reply.serialize(await produce()) as string);
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (startedAt !== generation) return answer;
    let answers = byBrand.get(request.brand);
    if (!answers) byBrand.set(request.brand, (answers = boundedMap(MAX_ANSWERS_PER_BRAND)));
    answers.set(key, answer);
    return answer;
  }

  return {
    /** Sends the cached answer; a GET whose If-None-Match names it gets 304 and no body. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => unknown) {
      const answer = await answerFor(request, reply, key, produce);
      reply.header('etag', answer.etag);
      if (request.method === 'GET') {
        // Clients may keep it, but ask each time: a catalogue import changes it without a new URL.
        reply.header('cache-control', 'no-cache');
        if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },

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

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Longer path parameters are refused before routing work: no id or slot of ours comes near it. */
export const MAX_PARAM_LENGTH = 200;

// A NUL, or a UTF-16 surrogate without its other half: PostgreSQL refuses both in text.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_REFUSED = 'Text may not contain NUL characters or unpaired surrogates';

/** The first place in a parsed value (a body, a query, a form) holding text PostgreSQL cannot store, or null. */
export function badTextAt(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (BAD_TEXT.test(key)) return [...path, key].join('.');
    const found = badTextAt(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses, with a 400 naming the field, text that no column can hold. */
export function refuseBadText(value: unknown, where: string) {
  const at = badTextAt(value);
  if (at !== null) throw new AppError('request/invalid', { message: TEXT_REFUSED, field: at || where });
}

/**
 * Every route's params, query and JSON body are checked before validation, so a NUL byte or a
 * lone surrogate is a 400 with a clear message wherever it is sent, never a database error.
 * Multipart fields are checked as the form is read (http/multipart.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: nothing here waits, and every request passes through it.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      const params = (request.params ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(params)) {
        if (name !== '*' && typeof value === 'string' && value.length > MAX_PARAM_LENGTH) {
          throw new AppError('request/invalid', { message: `Path parameter ${name} is too long`, field: name });
        }
      }
      refuseBadText(params, 'params');
      refuseBadText(request.query, 'query');
      refuseBadText(request.body, 'body');
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

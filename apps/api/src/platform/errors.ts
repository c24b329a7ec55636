import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERRORS, issueEnglish, type ErrorCode, type TFailure } from '@servicebay/domain';

/** The spec's text for an id that names no record (ZId); a path id refused with it is a 404. */
export const ID_NOT_FOUND = 'Record Not Found';

type AppErrorDetails = { message?: string; field?: string; retryAfterSeconds?: number };

/** The one error type services throw; the handler below turns it into the spec's envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(code: ErrorCode, details: AppErrorDetails = {}) {
    super(details.message ?? ERRORS[code].message);
    this.code = code;
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
}

export function failureBody(code: ErrorCode, details: AppErrorDetails = {}): TFailure {
  const entry = ERRORS[code];
  return {
    status: 'FAILURE',
    error: {
      code,
      title: entry.title,
      message: details.message ?? entry.message,
      ...(details.field ? { field: details.field } : {}),
      ...(details.retryAfterSeconds !== undefined ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
    },
  };
}

/** What a unique constraint's violation means to the caller: the spec's conflict, at its field. */
export type UniqueConstraints = Record<string, { code: ErrorCode; field?: string }>;

type DatabaseError = { code: string; constraint?: string; constraint_name?: string };
/** The PostgreSQL error behind a query error (drizzle wraps it as `cause`), or null. */
function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as DatabaseError;
  }
  return null;
}

/**
 * The one place a database refusal becomes an answer: a lost uniqueness race (23505) is the
 * conflict its constraint stands for, a value the database cannot take (class 22: text with NUL,
 * an impossible date, a number out of range) is a 400. Anything else is ours: null.
 */
export function appErrorOfDatabase(error: unknown, constraints: UniqueConstraints): AppError | null {
  const db = databaseErrorOf(error);
  if (!db) return null;
  if (db.code === '23505') {
    const known = constraints[db.constraint ?? db.constraint_name ?? ''];
    return known ? new AppError(known.code, known.field ? { field: known.field } : {}) : new AppError('resource/conflict');
  }
  if (db.code.startsWith('22')) return new AppError('request/invalid', { message: 'A value sent is not valid' });
  return null;
}

/**
 * Maps every error to the envelope. Bad input is always a 4xx with the field's message;
 * only a fault of ours is a 5xx, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance, constraints: UniqueConstraints = {}) {
  app.setErrorHandler((thrown: FastifyError | AppError | ZodError, request, reply) => {
    const error = appErrorOfDatabase(thrown, constraints) ?? thrown;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(failureBody(error.code, error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A path id that cannot be an id names no record, like an unknown one: a 404 either way.
      if (error.validationContext === 'params' && first?.message === ID_NOT_FOUND) return reply.status(404).send(failureBody('resource/not-found'));
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      // The domain's issues carry rule codes: the answer is the spec's English text of the rule.
      const message = first ? issueEnglish({ ...first.params, message: first.message ?? error.message }) : error.message;
      return reply.status(400).send(failureBody('request/invalid', { message, field }));
    }
    if (error instanceof ZodError) {
      // A service parsed input itself (e.g. a multipart form's fields).
      const first = error.issues[0];
      const message = first ? issueEnglish(first) : 'Invalid input';
      return reply.status(400).send(failureBody('request/invalid', { message, field: first?.path.join('.') || undefined }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send(failureBody('server/unexpected'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply
        .status(status === 401 ? 401 : status)
        .send(failureBody(status === 401 ? 'auth/login-required' : 'request/invalid', { message: error.message }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failureBody('server/unexpected'));
  });
}

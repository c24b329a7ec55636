import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERRORS, issueEnglish, type ErrorCode, type TFailure } from '@servicebay/domain';

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

/**
 * Maps every error to the envelope. Bad input is always a 4xx with the field's message;
 * only a fault of ours is a 5xx, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(failureBody(error.code, error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
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

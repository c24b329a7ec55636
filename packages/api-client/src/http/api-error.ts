import type { ErrorCode } from '@servicebay/domain';

/** The code the API would have sent for a bare HTTP status (a proxy error page, an old server). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'server/unavailable';
  if (status >= 500) return 'server/unexpected';
  if (status === 401) return 'auth/login-required';
  if (status === 404) return 'resource/not-found';
  if (status === 409) return 'resource/conflict';
  return 'request/invalid';
}

type ApiErrorDetails = {
  code: ErrorCode;
  status: number;
  title?: string;
  message?: string;
  field?: string;
  retryAfterSeconds?: number;
};

/**
 * Every failed call rejects with this. `code` picks the translated text; `message` is the
 * server's English text, kept for logs. The catalogue of codes and texts (domain ERRORS) is not
 * imported here: this class is in the sign-in screen's first download, and the code of a failure
 * is checked where its body is read (envelope-schemas.ts, loaded with the first request).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly status: number;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(details: ApiErrorDetails) {
    super(details.message ?? `${details.code} (HTTP ${details.status})`);
    this.name = 'ApiError';
    this.code = details.code;
    this.title = details.title ?? details.code;
    this.status = details.status;
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  static fromStatus(status: number): ApiError {
    return new ApiError({ code: codeForStatus(status), status });
  }

  get isUnauthorised(): boolean {
    return this.status === 401;
  }
}

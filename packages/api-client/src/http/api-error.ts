import { ERRORS, type ErrorCode } from '@servicebay/domain';

const isErrorCode = (code: string): code is ErrorCode => code in ERRORS;

/** The code the API would have sent for a bare HTTP status (a proxy error page, an old server). */
function codeForStatus(status: number): ErrorCode {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'server/unavailable';
  if (status >= 500) return 'server/unexpected';
  if (status === 401) return 'auth/login-required';
  if (status === 404) return 'resource/not-found';
  if (status === 409) return 'resource/conflict';
  return 'request/invalid';
}

type ApiErrorDetails = {
  code: string;
  status: number;
  title?: string;
  message?: string;
  field?: string;
  retryAfterSeconds?: number;
};

/**
 * Every failed call rejects with this. `code` picks the translated text; `message` is the
 * server's English text, kept as the fallback and for logs.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly status: number;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(details: ApiErrorDetails) {
    const code = isErrorCode(details.code) ? details.code : codeForStatus(details.status);
    super(details.message ?? ERRORS[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.title = details.title ?? ERRORS[code].title;
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

import { ERRORS, ZFailure, type ErrorCode } from '@servicebay/domain';
import { z } from 'zod/mini';
import { ApiError, codeForStatus } from './api-error';

const isErrorCode = (code: string): code is ErrorCode => code in ERRORS;

// Codes the domain does not know yet still carry the server's title and message.
const ZFailureBody = z.extend(ZFailure, { error: z.extend(ZFailure.shape.error, { code: z.string() }) });
const ZSuccessBody = z.object({ status: z.literal('SUCCESS'), data: z.unknown() });

/** The failure's ApiError, from its body when the body is one the API sends. */
export function failureOf(body: unknown, status: number): ApiError {
  const failure = ZFailureBody.safeParse(body);
  if (!failure.success) return ApiError.fromStatus(status);
  const { code, ...texts } = failure.data.error;
  // A code this client does not know (a newer server) is read as its status's code, with the server's texts.
  return new ApiError({ ...texts, code: isErrorCode(code) ? code : codeForStatus(status), status });
}

/** The success envelope's data through the endpoint's schema, or the reasons it is not that. */
export function successDataOf<S extends z.core.$ZodType>(body: unknown, schema: S) {
  const envelope = ZSuccessBody.safeParse(body);
  return envelope.success ? z.safeParse(schema, envelope.data.data) : envelope;
}

import { ZFailure } from '@servicebay/domain';
import { z } from 'zod';
import { ApiError } from './api-error';

// Codes the domain does not know yet still carry the server's title and message.
const ZFailureBody = ZFailure.extend({ error: ZFailure.shape.error.extend({ code: z.string() }) });
const ZSuccessBody = z.object({ status: z.literal('SUCCESS'), data: z.unknown() });

/** Unwraps `{status:'SUCCESS', data}` through the endpoint's schema, or throws the ApiError of a failure. */
export async function readEnvelope<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = ZFailureBody.safeParse(body);
    throw failure.success ? new ApiError({ ...failure.data.error, status: response.status }) : ApiError.fromStatus(response.status);
  }
  const envelope = ZSuccessBody.safeParse(body);
  const data = envelope.success ? schema.safeParse(envelope.data.data) : envelope;
  if (data.success) return data.data;
  // The server broke its own contract: tell the developer, show the customer the generic text.
  console.error(`Unexpected answer from ${response.url}`, data.error.issues);
  throw ApiError.fromStatus(500);
}

import { z } from 'zod';
import { successEnvelope, ZFailure } from '@servicebay/domain';

/** `{ status: 'SUCCESS', data }` */
export const ok = <T>(data: T) => ({ status: 'SUCCESS' as const, data });

/** The response map every route declares: its success shape plus the failure envelope. */
export const responses = <T extends z.core.$ZodType>(data: T, status: 200 | 201 | 202 = 200) => ({
  [status]: successEnvelope(data),
  '4xx': ZFailure,
  '5xx': ZFailure,
});

/** Text or a buffer, sent as it is (never serialized), documented as OpenAPI 3.0 says a file. */
const ZBytes = z.custom<string | Buffer>((value) => typeof value === 'string' || Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/**
 * The response map of a route that answers bytes of its own media type (a drawing, a workbook, a
 * page, an event stream): those, or the failure envelope in JSON when it refuses.
 */
export const bytesResponses = (mediaType: string, description: string) => ({
  200: { description, content: { [mediaType]: { schema: ZBytes } } },
  '4xx': ZFailure,
  '5xx': ZFailure,
});

import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes';

/** The one wire shape of every API answer (ARCHITECTURE.md section 3). */
export const successEnvelope = <T extends z.core.$ZodType>(data: T) => z.object({ status: z.literal('SUCCESS'), data });

export const ZFailure = z.object({
  status: z.literal('FAILURE'),
  error: z.object({
    code: z.enum(ERROR_CODES),
    title: z.string(),
    message: z.string(),
    field: z.optional(z.string()),
    retryAfterSeconds: z.optional(z.int()),
  }),
});
export type TFailure = z.infer<typeof ZFailure>;

export const ZEmpty = z.object({});

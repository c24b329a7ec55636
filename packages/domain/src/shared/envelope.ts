import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** The one wire shape of every API answer (ARCHITECTURE.md section 3). */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('SUCCESS'), data });

export const ZFailure = z.object({
  status: z.literal('FAILURE'),
  error: z.object({
    code: z.enum(ERROR_CODES),
    title: z.string(),
    message: z.string(),
    field: z.string().optional(),
    retryAfterSeconds: z.number().int().optional(),
  }),
});
export type TFailure = z.infer<typeof ZFailure>;

export const ZEmpty = z.object({});

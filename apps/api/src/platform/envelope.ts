import type { z } from 'zod';
import { successEnvelope, ZFailure } from '@servicebay/domain';

/** `{ status: 'SUCCESS', data }` */
export const ok = <T>(data: T) => ({ status: 'SUCCESS' as const, data });

/** The response map every route declares: its success shape plus the failure envelope. */
export const responses = <T extends z.core.$ZodType>(data: T, status: 200 | 201 | 202 = 200) => ({
  [status]: successEnvelope(data),
  '4xx': ZFailure,
  '5xx': ZFailure,
});

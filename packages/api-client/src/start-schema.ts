import type { z } from 'zod/mini';
import { preloadEnvelopeSchemas } from './http/read-envelope';

import type * as schemas from './start-schemas';

type StartSchemas = typeof schemas;

/** One of start-schemas.ts's schemas, loaded when the first answer needs it. */
export const startSchema =
  <S extends z.core.$ZodType>(pick: (schemas: StartSchemas) => S) =>
  async (): Promise<S> =>
    pick(await import('./start-schemas'));

/** Fetches the checks of the API's answers ahead of the first request (none of them on the page). */
export function preloadAnswerChecks(): void {
  preloadEnvelopeSchemas();
  void import('./start-schemas').catch(() => undefined);
}

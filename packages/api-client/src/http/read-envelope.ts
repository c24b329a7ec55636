import type { z } from 'zod/mini';
import { ApiError } from './api-error';

/**
 * An endpoint's schema, or a function loading it. The sign-in screens' endpoints load theirs
 * (see start-schemas.ts): zod then comes with the first answer rather than with the page.
 */
export type SchemaSource<S extends z.core.$ZodType> = S | (() => Promise<S>);

// Checking envelopes needs zod, which the sign-in screens do not load with the page (decision 0013).
const envelopeSchemas = () => import('./envelope-schemas');

async function loaded<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw ApiError.fromStatus(0); // the code could not be fetched: offline, as far as the customer can tell
  }
}

/** Unwraps `{status:'SUCCESS', data}` through the endpoint's schema, or throws the ApiError of a failure. */
export async function readEnvelope<S extends z.core.$ZodType>(response: Response, schemaSource: SchemaSource<S>): Promise<z.output<S>> {
  const body: unknown = await response.json().catch(() => undefined);
  const { failureOf, successDataOf } = await loaded(envelopeSchemas);
  if (!response.ok) throw failureOf(body, response.status);
  const schema = typeof schemaSource === 'function' ? await loaded(schemaSource) : schemaSource;
  const data = successDataOf(body, schema);
  if (data.success) return data.data as z.output<S>;
  // The server broke its own contract: tell the developer, show the customer the generic text.
  console.error(`Unexpected answer from ${response.url}`, data.error.issues);
  throw ApiError.fromStatus(500);
}

/** Loads the envelope checks ahead of the first request, so it does not wait for them. */
export const preloadEnvelopeSchemas = (): void => void envelopeSchemas().catch(() => undefined);

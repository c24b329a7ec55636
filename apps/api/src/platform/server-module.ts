import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerDataPart } from './customer-data';
import type { UniqueConstraints } from './errors';
import type { JobHandler } from './jobs/jobs';

/**
 * What a business module brings to the server: its routes (registered under /api), the jobs it
 * runs, its part of a customer's data, and what its unique constraints mean. The app registers every module the same way.
 */
export type ServerModule = {
  name: string;
  routes: FastifyPluginAsyncZod[];
  jobs?: JobHandler[];
  customerData?: CustomerDataPart;
  /** Its unique constraints by name, and the conflict a request that loses a race on one is answered with. */
  uniqueConstraints?: UniqueConstraints;
};

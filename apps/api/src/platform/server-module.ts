import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerDataPart } from './customer-data';
import type { JobHandler } from './jobs/jobs';

/**
 * What a business module brings to the server: its routes (registered under /api), the jobs it
 * runs, and its part of a customer's data. The app registers every module the same way.
 */
export type ServerModule = {
  name: string;
  routes: FastifyPluginAsyncZod[];
  jobs?: JobHandler[];
  customerData?: CustomerDataPart;
};

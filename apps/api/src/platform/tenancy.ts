import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandRow } from '../modules/brands/brands.tables';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    brand: BrandRow;
  }
}

export type BrandResolver = (input: { host: string | undefined; clientName: string | undefined }) => Promise<BrandRow>;

/** The brand is chosen once per request, before anything else looks at it (ARCHITECTURE.md section 3). */
export function registerTenancy(app: FastifyInstance, resolveBrand: BrandResolver) {
  app.decorateRequest('brand', null as unknown as BrandRow);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const clientName = request.headers['x-client-name'];
    request.brand = await resolveBrand({
      host: request.headers.host,
      clientName: Array.isArray(clientName) ? clientName[0] : clientName,
    });
  });
}

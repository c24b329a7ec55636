import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdvancePolicy, TClientSettings } from '@servicebay/domain';

/**
 * The white-label client a request belongs to, as the platform sees it. The brands module loads
 * it from its table; everything else sees only this type, never the table row.
 */
export type Brand = {
  id: string;
  slug: string;
  name: string;
  /** Extra host names the brand is served from (its own domains). */
  hosts: string[];
  /** Its public address, no trailing slash: links in e-mail and SMS start with it (never a request's Host). */
  publicUrl: string;
  isDefault: boolean;
  settings: BrandSettings;
  /** What the brand asks in advance at booking (the cart estimate's advancePayment). */
  advance: AdvancePolicy;
  /** Refer and Earn: a referrer's points for each referee whose first booking completes. */
  referralPoints: number;
  /** How long a booking whose advance is unpaid keeps its slot (issue 26; 1 to 1440). */
  unpaidHoldMinutes: number;
};
export type BrandSettings = Omit<TClientSettings, 'clientName'>;

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    brand: Brand;
  }
}

export type BrandResolver = (input: { host: string | undefined; clientName: string | undefined }) => Promise<Brand>;

/** The brand is chosen once per request, before anything else looks at it (ARCHITECTURE.md section 3). */
export function registerTenancy(app: FastifyInstance, resolveBrand: BrandResolver) {
  app.decorateRequest('brand', null as unknown as Brand);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const clientName = request.headers['x-client-name'];
    request.brand = await resolveBrand({
      host: request.headers.host,
      clientName: Array.isArray(clientName) ? clientName[0] : clientName,
    });
  });
}

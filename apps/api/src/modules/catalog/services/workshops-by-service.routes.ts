import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZWorkshop, type TVehicleType } from '@servicebay/domain';
import { createAnswerCache } from '../../../platform/answer-cache';
import { boundedMap } from '../../../platform/bounded-map';
import { ok, responses } from '../../../platform/envelope';
import { clientName, PUBLIC_ROUTE, requestLanguage, ZId, ZPaging } from '../../../platform/http/route-kit';
import type { Brand } from '../../../platform/tenancy';
import { searchKey, searchOf, withWhere, type WorkshopsService } from '../../workshops';
import type { ServiceMenuService } from './service-menu.service';

/** A brand's menu has tens of services; ids come from queries, so a flood of made-up ones is bounded. */
const SERVICES_KNOWN_PER_BRAND = 1_000;

/**
 * GET /catalog/workshopsByService (customer spec section 7): the workshops that do a service. A
 * question to the menu (which kind of vehicle the service is for) answered from the workshops (those
 * that take that kind), so it lives with the menu, which reads the workshops module's public face.
 * Kept like the workshops' own lists (decision 0024) until a workshop or the menu changes.
 */
export const workshopsByServiceRoutes =
  ({ serviceMenu, workshops }: { serviceMenu: ServiceMenuService; workshops: WorkshopsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = createAnswerCache();
    for (const stop of [workshops.onChange(answers.forget), serviceMenu.onChange(answers.forget)]) app.addHook('onClose', async () => void stop());
    // The service's vehicle type, known once per brand object: a list not kept yet costs one query, not two.
    const serviceTypes = new WeakMap<Brand, ReturnType<typeof boundedMap<string, TVehicleType>>>();
    async function vehicleTypeOf(brand: Brand, serviceId: string): Promise<TVehicleType> {
      let known = serviceTypes.get(brand);
      if (!known) serviceTypes.set(brand, (known = boundedMap(SERVICES_KNOWN_PER_BRAND)));
      const found = known.get(serviceId);
      if (found) return found;
      const vehicleType = await serviceMenu.vehicleTypeOf(brand, serviceId);
      known.set(serviceId, vehicleType);
      return vehicleType;
    }

    app.get(
      '/catalog/workshopsByService',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['workshops'],
          summary: 'The workshops that do a service, recommended first, then nearest first',
          querystring: withWhere({ ...ZPaging.shape, clientName, serviceId: ZId, make: z.string().max(200).optional() }),
          response: responses(z.array(ZWorkshop)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        const search = searchOf(request.query);
        return answers.send(request, reply, `by-service:${language}:${request.query.serviceId}:${searchKey(search)}`, async () => {
          const vehicleType = await vehicleTypeOf(request.brand, request.query.serviceId);
          return ok(await workshops.workshops(request.brand, { ...search, vehicleType }, language));
        });
      },
    );
  };

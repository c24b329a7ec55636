import {
  recommendServices,
  vehicleTypesFor,
  DEFAULT_PRICING_SEGMENT,
  MAX_SERVICES_AT_ONCE,
  NEARBY_RADIUS_KM,
  type Language,
  type TRecommendedService,
  type TService,
  type TServiceDetails,
  type TVehicleType,
} from '@servicebay/domain';
import { AppError } from '../../../platform/errors';
import type { Brand } from '../../../platform/tenancy';
import type { MenuReader } from './menu-reader';
import type { MenuListing, PricingQuery } from './service-menu.service';
import type { ServiceMenuRepository } from './service-menu.repository';
import { vehicleTypesOfWorkshop, type WorkshopDirectory } from './workshop-directory';

type Deps = {
  reader: MenuReader;
  repository: ServiceMenuRepository;
  workshops: WorkshopDirectory;
  listing: (brand: Brand, listing: MenuListing, language: Language) => Promise<TService[]>;
};

export type Position = { latitude: number; longitude: number };

/**
 * The calls of customer spec section 7 that pick services from the menu for the customer: the
 * dashboard's recommended services, one workshop's services, and several services' details at once.
 */
export function createServicePicks({ reader, repository, workshops, listing }: Deps) {
  const segmentOf = (query: PricingQuery) => query.pricingSegment ?? DEFAULT_PRICING_SEGMENT;

  return {
    /**
     * GET /catalog/recommended-services: a few of the brand's services that fit the customer's
     * vehicle and have a price for it, chosen by the domain's rule (recommended-services.ts). The
     * vehicle decides the vehicle type; without one, the types that workshops within the Nearby
     * radius of the customer take (when any do), else every type the brand serves.
     */
    async recommended(
      brand: Brand,
      query: PricingQuery & { vehicleType?: TVehicleType; position?: Position },
      language: Language,
    ): Promise<TRecommendedService[]> {
      const vehicle = await reader.vehicleFor(brand, query.catalogVehicleId);
      const wanted = vehicle?.vehicleType ?? query.vehicleType;
      let vehicleTypes = vehicleTypesFor(brand.settings.variant).filter((type) => !wanted || type === wanted);
      if (!wanted && query.position) {
        const near = await workshops.vehicleTypesNear(brand, query.position, NEARBY_RADIUS_KM);
        if (near.length > 0) vehicleTypes = vehicleTypes.filter((type) => near.includes(type));
      }
      const rows = await repository.services(brand.id, vehicleTypes);
      const prices = await reader.pricesByService(rows.map((row) => row.id));
      const segment = segmentOf(query);
      const candidates = rows
        .filter((row) => reader.isPriced(prices.get(row.id) ?? [], vehicle, segment))
        .map((row) => ({
          row,
          category: row.category,
          isRecommended: row.isRecommended,
          hasPromotion: row.promotionalText !== null,
          isBodyPanel: row.partId !== null,
        }));
      return recommendServices(candidates).map(({ service: { row }, reason }) => ({
        ...reader.toService(row, reader.pricingOf(brand, prices.get(row.id) ?? [], vehicle, segment), language),
        recommended: true as const,
        reason,
      }));
    },

    /**
     * GET /workshop/servicesByWorkshop: the services one of the brand's workshops offers, which are
     * the brand's services of the vehicle types it takes (of the customer's vehicle's type only,
     * when one is given), searched and priced like the menu. Another brand's workshop is not found.
     */
    async servicesByWorkshop(brand: Brand, workshopId: string, query: PricingQuery & { search?: string }, language: Language): Promise<TService[]> {
      const takes = await vehicleTypesOfWorkshop(workshops, brand, workshopId);
      const vehicle = await reader.vehicleFor(brand, query.catalogVehicleId);
      const vehicleTypes = takes.filter((type) => !vehicle || type === vehicle.vehicleType);
      return listing(brand, { vehicleTypes, vehicle, pricingSegment: query.pricingSegment, search: query.search, workshopId }, language);
    },

    /**
     * GET /catalog/multi-service: each service's details as /catalog/service/{id} answers them, in
     * the order asked. Every id must be one of the brand's services (404 otherwise, as for one
     * service): a cart or booking that names a service the brand no longer has is a fault to see.
     */
    async multiService(brand: Brand, serviceIds: readonly string[], query: PricingQuery, language: Language): Promise<TServiceDetails[]> {
      if (serviceIds.length > MAX_SERVICES_AT_ONCE) throw new AppError('services/too-many-services', { field: 'serviceIdList' });
      const rows = new Map((await repository.servicesByIds(brand.id, serviceIds)).filter((row) => reader.isOffered(brand, row)).map((row) => [row.id, row]));
      if (serviceIds.some((id) => !rows.has(id))) throw new AppError('resource/not-found', { message: 'No service found', field: 'serviceIdList' });
      const vehicle = await reader.vehicleFor(brand, query.catalogVehicleId);
      const prices = await reader.pricesByService([...serviceIds], { workshopId: query.workshopId, vehicle });
      return serviceIds.map((id) => {
        const row = rows.get(id)!;
        const pricing = reader.pricingOf(brand, prices.get(id) ?? [], vehicle, segmentOf(query));
        return { service: reader.toService(row, pricing, language), pricing, addOnSections: reader.toAddOnSections(brand, row.addOnSections, language) };
      });
    },
  };
}

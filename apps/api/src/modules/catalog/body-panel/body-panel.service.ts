import {
  bodyDamageServiceOf,
  inLanguage,
  vehicleTypesFor,
  type Language,
  type TDamageType,
  type TServiceDetails,
  type TVehiclePerspective,
} from '@servicebay/domain';
import { AppError } from '../../../platform/errors';
import type { Brand } from '../../../platform/tenancy';
import type { CatalogService } from '../catalog.service';
import type { PricingQuery, ServiceMenuService } from '../services/service-menu.service';
import type { BodyPanelRepository } from './body-panel.repository';
import { viewImageUrl, viewsOf } from './drawings/vehicle-drawings';

export type BodyPanelService = ReturnType<typeof createBodyPanelService>;

type BodyPanelDeps = { repository: BodyPanelRepository; catalog: CatalogService; serviceMenu: ServiceMenuService };

/**
 * The body panel screen's reads (customer spec sections 2, 3 and 7): the customer's vehicle drawn
 * from four sides with the brand's parts on each drawing, a part's damage types, and the menu's
 * service that mends a damage, priced for the vehicle.
 */
export function createBodyPanelService({ repository, catalog, serviceMenu }: BodyPanelDeps) {
  /** One of the brand's parts, of a vehicle type it serves; 404 otherwise. */
  async function partOf(brand: Brand, partId: string) {
    const part = await repository.part(brand.id, partId, vehicleTypesFor(brand.settings.variant));
    if (!part) throw new AppError('body-panel/unknown-part', { field: 'partId' });
    return part;
  }

  return {
    /** GET /settings/vehicle-perspectives: front, rear, left and right, each with the brand's parts drawn on it. */
    async perspectives(brand: Brand, catalogVehicleId: string, language: Language): Promise<TVehiclePerspective[]> {
      const vehicle = await catalog.variantById(brand, catalogVehicleId);
      if (!vehicle) throw new AppError('resource/not-found', { message: 'No vehicle found', field: 'catalogVehicleId' });
      const names = new Map(
        (await repository.parts(brand.id, vehicle.vehicleType)).map((part) => [part.key, inLanguage(language, part.displayName, part.displayNameAr)]),
      );
      return viewsOf(vehicle.vehicleType).map((view) => ({
        orientation: view.orientation,
        imageUrl: viewImageUrl(view),
        viewBox: { width: view.width, height: view.height },
        // A drawn part the brand does not repair is left off: nothing to tap there.
        partSections: view.parts.flatMap(({ partId, points }) => {
          const displayName = names.get(partId);
          return displayName === undefined ? [] : [{ partId, displayName, sectionPoints: points }];
        }),
      }));
    },

    /** The names of the brand's parts `partIds` in `language` (the cart names an item's part); an unknown part is absent. */
    async partNames(brand: Brand, partIds: readonly string[], language: Language): Promise<Map<string, string>> {
      if (partIds.length === 0) return new Map();
      const parts = await repository.namesOf(brand.id, [...new Set(partIds)]);
      return new Map(parts.map((part) => [part.key, inLanguage(language, part.displayName, part.displayNameAr)]));
    },

    /** GET /settings/damage-types: a part's damage types, lightest first. */
    async damageTypes(brand: Brand, partId: string, language: Language): Promise<TDamageType[]> {
      const damages = await repository.damageTypesOf(await partOf(brand, partId));
      return damages.map((damage) => ({ damageTypeId: damage.key, displayName: inLanguage(language, damage.displayName, damage.displayNameAr) }));
    },

    /**
     * GET /catalog/services/body-damage: the service that mends a damage of a part (domain
     * bodyDamageServiceOf), with its price for the vehicle in the pricing segment and its add-ons.
     */
    async bodyDamageService(brand: Brand, query: PricingQuery & { partId: string; damageTypeId: string }, language: Language): Promise<TServiceDetails> {
      const part = await partOf(brand, query.partId);
      const damages = await repository.damageTypesOf(part);
      if (!damages.some((damage) => damage.key === query.damageTypeId)) throw new AppError('body-panel/unknown-damage-type', { field: 'damageTypeId' });
      const pricing = { catalogVehicleId: query.catalogVehicleId, pricingSegment: query.pricingSegment };
      const menu = await serviceMenu.services(brand, { ...pricing, vehicleType: part.vehicleType }, language);
      const service = bodyDamageServiceOf(menu, query.partId, query.damageTypeId);
      if (!service) throw new AppError('body-panel/no-service', { field: 'partId' });
      return serviceMenu.serviceDetails(brand, service.serviceId, pricing, language);
    },
  };
}

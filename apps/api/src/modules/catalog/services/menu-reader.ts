import {
  inLanguage,
  minor,
  priceFor,
  startingPrice,
  tagsInLanguage,
  toMajor,
  vehicleTypesFor,
  DEFAULT_PRICING_SEGMENT,
  type Language,
  type Minor,
  type PricedVehicle,
  type ServicePriceRow,
  type TAddOnSection,
  type TService,
  type TServicePricing,
  type TVehicleType,
} from '@servicebay/domain';
import { AppError } from '../../../platform/errors';
import type { Brand } from '../../../platform/tenancy';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuRepository, ServiceRow } from './service-menu.repository';
import type { StoredAddOnSection } from './service-menu.tables';

/** The customer's vehicle as the catalogue knows it, for prices and for which services fit it (its model's category: a labour segment's). */
export type MenuVehicle = PricedVehicle & { vehicleType: TVehicleType; category: string };

/**
 * A published workshop's own prices of some services for a vehicle (the labour module's online
 * catalogue, decision 0057): the services absent keep the brand's menu price.
 */
export type WorkshopPrices = (workshopId: string, serviceIds: readonly string[], vehicle: MenuVehicle | null) => Promise<Map<string, Minor>>;

/** Where a price is asked for: at a workshop (its own prices when it publishes them), for a vehicle. */
export type PriceAt = { workshopId?: string | null; vehicle: MenuVehicle | null };

export type MenuReader = ReturnType<typeof createMenuReader>;

/**
 * What every read of the service menu shares: the customer's vehicle from the catalogue, a
 * service's price for it, and the menu's rows as the API shows them, in the reader's language.
 */
export function createMenuReader(repository: ServiceMenuRepository, catalog: CatalogService, workshopPrices?: WorkshopPrices) {
  /** The catalogue's facts about the customer's vehicle; none for an unknown id (then prices are 'starting from'). */
  async function vehicleFor(brand: Brand, catalogVehicleId: string | undefined): Promise<MenuVehicle | null> {
    if (!catalogVehicleId) return null;
    const variant = await catalog.variantById(brand, catalogVehicleId);
    if (!variant) return null;
    return {
      makeSegment: variant.segment,
      makeId: variant.makeId,
      modelId: variant.modelId,
      catalogVehicleId: variant.id,
      fuelType: variant.fuelType,
      vehicleType: variant.vehicleType,
      category: variant.category,
    };
  }

  /** Whether any price fits: a service no row fits is not offered for that vehicle (decision 0021), whatever the brand shows. */
  const isPriced = (rows: ServicePriceRow[], vehicle: PricedVehicle | null, segment: string) =>
    (vehicle ? priceFor(rows, vehicle, segment) : startingPrice(rows, segment)) !== undefined;

  function pricingOf(brand: Brand, rows: ServicePriceRow[], vehicle: PricedVehicle | null, segment: string): TServicePricing | null {
    if (!brand.settings.featureSetting.showPrice) return null;
    const currency = brand.settings.currency;
    if (vehicle) {
      const row = priceFor(rows, vehicle, segment);
      return row ? { amount: toMajor({ amount: row.amount, currency }), currency, model: 'fixed' } : null;
    }
    const lowest = startingPrice(rows, segment);
    return lowest === undefined ? null : { amount: toMajor({ amount: lowest, currency }), currency, model: 'startingFrom' };
  }

  const toService = (row: ServiceRow, pricing: TServicePricing | null, language: Language): TService => ({
    serviceId: row.id,
    category: row.category,
    vehicleType: row.vehicleType,
    displayName: inLanguage(language, row.displayName, row.displayNameAr),
    shortDescription: inLanguage(language, row.shortDescription, row.shortDescriptionAr),
    displayTags: tagsInLanguage(language, row.displayTags, row.displayTagsAr),
    promotionalText: row.promotionalText === null ? null : inLanguage(language, row.promotionalText, row.promotionalTextAr),
    imageUrl: row.imageUrl,
    damageTypeId: row.damageTypeId,
    partId: row.partId,
    faqListId: row.faqListId,
    articleListId: row.articleListId,
    pricing,
  });

  const toAddOnSections = (brand: Brand, sections: StoredAddOnSection[], language: Language): TAddOnSection[] =>
    sections.map((section) => ({
      sectionId: section.sectionId,
      displayName: inLanguage(language, section.displayName, section.displayNameAr),
      selectionType: section.selectionType,
      items: section.items.map((item) => ({
        addOnId: item.addOnId,
        displayName: inLanguage(language, item.displayName, item.displayNameAr),
        isRecommended: item.isRecommended,
        price: { amount: brand.settings.featureSetting.showPrice ? toMajor({ amount: minor(item.amountMinor), currency: brand.settings.currency }) : 0 },
      })),
    }));

  /**
   * Each service's price list, as the domain's pricing reads it. At a workshop that publishes its
   * own price of a service, that price is the service's one row, narrowing nothing: every reader
   * (list, details, cart, booking) then prices it the same way without knowing where it came from.
   */
  const pricesByService = async (serviceIds: string[], at?: PriceAt) => {
    const [rows, own] = await Promise.all([
      repository.prices(serviceIds),
      at?.workshopId && workshopPrices ? workshopPrices(at.workshopId, serviceIds, at.vehicle) : new Map<string, Minor>(),
    ]);
    const byService = new Map<string, ServicePriceRow[]>();
    for (const price of rows) {
      byService.set(price.serviceId, [...(byService.get(price.serviceId) ?? []), { ...price, amount: minor(price.amountMinor) }]);
    }
    for (const [serviceId, amount] of own) byService.set(serviceId, [{ segment: DEFAULT_PRICING_SEGMENT, amount }]);
    return byService;
  };

  /** Rows of the brand's services that its vehicle types include (a bike brand's are two-wheelers'). */
  const isOffered = (brand: Brand, row: ServiceRow) => vehicleTypesFor(brand.settings.variant).includes(row.vehicleType);

  /** One of the brand's services that its vehicle types include; 404 otherwise. */
  async function offeredService(brand: Brand, serviceId: string) {
    const row = await repository.service(brand.id, serviceId);
    if (!row || !isOffered(brand, row)) throw new AppError('resource/not-found', { message: 'No service found' });
    return row;
  }

  return { vehicleFor, isPriced, pricingOf, toService, toAddOnSections, pricesByService, isOffered, offeredService };
}

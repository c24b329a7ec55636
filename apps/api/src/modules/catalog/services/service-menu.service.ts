import {
  inLanguage,
  vehicleTypesFor,
  DEFAULT_PRICING_SEGMENT,
  type Language,
  type Minor,
  type TAddOnSection,
  type TArticle,
  type TFaq,
  type TService,
  type TServiceDetails,
  type TVehicleType,
} from '@servicebay/domain';
import type { Brand } from '../../../platform/tenancy';
import type { CatalogService } from '../catalog.service';
import { createCartLines } from './cart-lines';
import { createMenuReader, type MenuVehicle, type WorkshopPrices } from './menu-reader';
import { createServicePicks } from './service-picks';
import type { ServiceMenuRepository } from './service-menu.repository';
import { vehicleTypesOfWorkshop, type WorkshopDirectory } from './workshop-directory';

export type ServiceMenuService = ReturnType<typeof createServiceMenuService>;

/** A cart line as the catalogue prices it (minor units), with the service as the menu shows it. */
export type CartLine = { service: TService; priceMinor: Minor | null; addOnsMinor: Minor[]; isStartingPrice: boolean; addOnSections: TAddOnSection[] };

/**
 * What a service list or a service is priced for: the customer's vehicle (a catalogue variant) and
 * pricing segment, and the workshop it is bought at (a published workshop's own prices: decision 0057).
 */
export type PricingQuery = { catalogVehicleId?: string; pricingSegment?: string; workshopId?: string | null };

/** A menu listed for some vehicle types, searched by name without case in either language. */
export type MenuListing = {
  vehicleTypes: readonly TVehicleType[];
  vehicle: MenuVehicle | null;
  pricingSegment?: string;
  search?: string;
  workshopId?: string | null;
};

/**
 * The brand's service menu as the customer app reads it (customer spec sections 2, 3 and 7):
 * services for the customer's vehicle with the price the catalogue gives it in their pricing
 * segment, a service's add-ons, FAQs and articles; and the picks of service-picks.ts.
 */
export function createServiceMenuService(
  repository: ServiceMenuRepository,
  catalog: CatalogService,
  workshops: WorkshopDirectory,
  workshopPrices?: WorkshopPrices,
) {
  const reader = createMenuReader(repository, catalog, workshopPrices);
  const { vehicleFor, pricingOf, toService, toAddOnSections, pricesByService, offeredService } = reader;
  // Caches of menu answers (menu-answers.ts) subscribe here to hear of a brand's menu import.
  const changeListeners = new Set<() => void>();

  /** The brand's services of some vehicle types, in menu order, priced for the vehicle. */
  async function listing(brand: Brand, { vehicleTypes, vehicle, pricingSegment, search, workshopId }: MenuListing, language: Language): Promise<TService[]> {
    const rows = await repository.services(brand.id, vehicleTypes);
    const wanted = search?.trim().toLocaleLowerCase(language);
    const found = wanted
      ? rows.filter((row) => [row.displayName, row.displayNameAr ?? ''].some((name) => name.toLocaleLowerCase(language).includes(wanted)))
      : rows;
    const prices = await pricesByService(
      found.map((row) => row.id),
      { workshopId, vehicle },
    );
    const segment = pricingSegment ?? DEFAULT_PRICING_SEGMENT;
    return found.map((row) => toService(row, pricingOf(brand, prices.get(row.id) ?? [], vehicle, segment), language));
  }

  const picks = createServicePicks({ reader, repository, workshops, listing });
  const cartLines = createCartLines(reader, repository);

  return {
    ...picks,

    /**
     * What a cart line of the service costs, whatever the brand shows: its price for the vehicle
     * (its lowest before one is chosen) and each chosen add-on's, in minor units; refuses add-ons
     * the service does not have, and two choices in a one-choice section.
     */
    async cartLine(brand: Brand, serviceId: string, query: PricingQuery & { addOnsSelected: readonly string[] }, language: Language): Promise<CartLine> {
      return (await cartLines(brand, [{ serviceId, addOnsSelected: query.addOnsSelected }], query, language))[0]!;
    },

    /** Every line of a cart priced at once (cart-lines.ts): the same few queries whatever the cart holds. */
    cartLines,

    /** Each add-on of the services by its id: its name (in English and Arabic) and today's price with tax. */
    async addOnsOf(brand: Brand, serviceIds: readonly string[]): Promise<Map<string, { name: string; nameAr: string | null; amountMinor: number }>> {
      const rows = await repository.servicesByIds(brand.id, [...new Set(serviceIds)]);
      return new Map(
        rows.flatMap((row) =>
          row.addOnSections.flatMap((section) =>
            section.items.map((item) => [item.addOnId, { name: item.displayName, nameAr: item.displayNameAr ?? null, amountMinor: item.amountMinor }] as const),
          ),
        ),
      );
    },

    /** What kind of vehicle a service of the brand is for (which workshops can do it). */
    vehicleTypeOf: async (brand: Brand, serviceId: string): Promise<TVehicleType> => (await offeredService(brand, serviceId)).vehicleType,

    /**
     * GET /workshop/services: the brand's services for the customer's vehicle type (or every type
     * the brand serves), matched by name without case when searched, in menu order.
     */
    async services(brand: Brand, query: PricingQuery & { vehicleType?: TVehicleType; search?: string }, language: Language): Promise<TService[]> {
      const vehicle = await vehicleFor(brand, query.catalogVehicleId);
      const offered = vehicleTypesFor(brand.settings.variant);
      const wanted = vehicle?.vehicleType ?? query.vehicleType;
      return listing(brand, { ...query, vehicle, vehicleTypes: wanted ? offered.filter((type) => type === wanted) : offered }, language);
    },

    /**
     * GET /catalog/service/{id}: one of the brand's services, its price for the vehicle and its
     * add-on sections; asked at a workshop, that workshop's own price when it publishes one, so
     * the details say what the cart will (another brand's workshop is not found).
     */
    async serviceDetails(brand: Brand, serviceId: string, query: PricingQuery, language: Language): Promise<TServiceDetails> {
      if (query.workshopId) await vehicleTypesOfWorkshop(workshops, brand, query.workshopId);
      const row = await offeredService(brand, serviceId);
      const vehicle = await vehicleFor(brand, query.catalogVehicleId);
      const prices = await pricesByService([row.id], { workshopId: query.workshopId, vehicle });
      const pricing = pricingOf(brand, prices.get(row.id) ?? [], vehicle, query.pricingSegment ?? DEFAULT_PRICING_SEGMENT);
      return { service: toService(row, pricing, language), pricing, addOnSections: toAddOnSections(brand, row.addOnSections, language) };
    },

    async faqs(brand: Brand, listId: string, language: Language): Promise<TFaq[]> {
      return (await repository.faqs(brand.id, listId)).map((faq) => ({
        faqId: faq.id,
        question: inLanguage(language, faq.question, faq.questionAr),
        answer: inLanguage(language, faq.answer, faq.answerAr),
      }));
    },

    async articles(brand: Brand, listId: string, language: Language): Promise<TArticle[]> {
      return (await repository.articles(brand.id, listId)).map((article) => ({
        articleId: article.id,
        title: inLanguage(language, article.title, article.titleAr),
        shortDescription: inLanguage(language, article.shortDescription, article.shortDescriptionAr),
        displayColor: article.displayColor,
        webpageUrl: article.webpageUrl,
      }));
    },

    /** Calls `listener` after a menu import in this process; imports from elsewhere reach readers when the brands reload (30 s). */
    onChange(listener: () => void) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    /** Told by the menu import once its transaction has committed. */
    menuChanged() {
      for (const listener of changeListeners) listener();
    },
  };
}

import {
  inLanguage,
  minor,
  priceFor,
  startingPrice,
  toMajor,
  vehicleTypesFor,
  DEFAULT_PRICING_SEGMENT,
  type Language,
  type Minor,
  type PricedVehicle,
  type ServicePriceRow,
  type TAddOnSection,
  type TArticle,
  type TFaq,
  type TService,
  type TServiceDetails,
  type TServicePricing,
  type TVehicleType,
} from '@servicebay/domain';
import { AppError } from '../../../platform/errors';
import type { Brand } from '../../../platform/tenancy';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuRepository, ServiceRow } from './service-menu.repository';
import type { StoredAddOnSection } from './service-menu.tables';

export type ServiceMenuService = ReturnType<typeof createServiceMenuService>;

/** A cart line as the catalogue prices it (minor units), with the service as the menu shows it. */
export type CartLine = { service: TService; priceMinor: Minor | null; addOnsMinor: Minor[]; isStartingPrice: boolean; addOnSections: TAddOnSection[] };

/** What a service list or a service is priced for: the customer's vehicle (a catalogue variant) and pricing segment. */
export type PricingQuery = { catalogVehicleId?: string; pricingSegment?: string };

/**
 * The brand's service menu as the customer app reads it (customer spec sections 2, 3 and 7):
 * services for the customer's vehicle with the price the catalogue gives it in their pricing
 * segment, a service's add-ons, FAQs and articles.
 */
export function createServiceMenuService(repository: ServiceMenuRepository, catalog: CatalogService) {
  /** The catalogue's facts about the customer's vehicle; none for an unknown id (then prices are 'starting from'). */
  async function vehicleFor(brand: Brand, catalogVehicleId: string | undefined): Promise<(PricedVehicle & { vehicleType: TVehicleType }) | null> {
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
    };
  }

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
    displayTags: row.displayTags,
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

  /** Each service's price list, as the domain's pricing reads it. */
  const pricesByService = async (serviceIds: string[]) => {
    const byService = new Map<string, ServicePriceRow[]>();
    for (const price of await repository.prices(serviceIds)) {
      byService.set(price.serviceId, [...(byService.get(price.serviceId) ?? []), { ...price, amount: minor(price.amountMinor) }]);
    }
    return byService;
  };

  /** One of the brand's services that its vehicle types include; 404 otherwise. */
  async function offeredService(brand: Brand, serviceId: string) {
    const row = await repository.service(brand.id, serviceId);
    if (!row || !vehicleTypesFor(brand.settings.variant).includes(row.vehicleType)) throw new AppError('resource/not-found', { message: 'No service found' });
    return row;
  }

  return {
    /**
     * What a cart line of the service costs, whatever the brand shows: its price for the vehicle
     * (its lowest before one is chosen) and each chosen add-on's, in minor units; refuses add-ons
     * the service does not have, and two choices in a one-choice section.
     */
    async cartLine(brand: Brand, serviceId: string, query: PricingQuery & { addOnsSelected: readonly string[] }, language: Language): Promise<CartLine> {
      const row = await offeredService(brand, serviceId);
      const vehicle = await vehicleFor(brand, query.catalogVehicleId);
      const segment = query.pricingSegment ?? DEFAULT_PRICING_SEGMENT;
      const prices = (await pricesByService([row.id])).get(row.id) ?? [];
      const priceMinor = vehicle ? (priceFor(prices, vehicle, segment)?.amount ?? null) : (startingPrice(prices, segment) ?? null);
      const addOns: Minor[] = [];
      for (const section of row.addOnSections) {
        const chosen = section.items.filter((item) => query.addOnsSelected.includes(item.addOnId));
        if (section.selectionType === 'Single' && chosen.length > 1)
          throw new AppError('request/invalid', { message: `Choose one of ${section.displayName}`, field: 'addOnsSelected' });
        addOns.push(...chosen.map((item) => minor(item.amountMinor)));
      }
      const known = new Set(row.addOnSections.flatMap((section) => section.items.map((item) => item.addOnId)));
      const unknown = query.addOnsSelected.find((id) => !known.has(id));
      if (unknown !== undefined) throw new AppError('request/invalid', { message: `${row.displayName} has no add-on ${unknown}`, field: 'addOnsSelected' });
      return {
        service: toService(row, pricingOf(brand, prices, vehicle, segment), language),
        priceMinor: priceMinor === null ? null : minor(priceMinor),
        addOnsMinor: addOns,
        isStartingPrice: !vehicle,
        addOnSections: toAddOnSections(brand, row.addOnSections, language),
      };
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
      const rows = await repository.services(brand.id, wanted ? offered.filter((type) => type === wanted) : offered);
      const search = query.search?.trim().toLocaleLowerCase(language);
      const found = search
        ? rows.filter((row) => [row.displayName, row.displayNameAr ?? ''].some((name) => name.toLocaleLowerCase(language).includes(search)))
        : rows;
      const prices = await pricesByService(found.map((row) => row.id));
      const segment = query.pricingSegment ?? DEFAULT_PRICING_SEGMENT;
      return found.map((row) => toService(row, pricingOf(brand, prices.get(row.id) ?? [], vehicle, segment), language));
    },

    /** GET /catalog/service/{id}: one of the brand's services, its price for the vehicle and its add-on sections. */
    async serviceDetails(brand: Brand, serviceId: string, query: PricingQuery, language: Language): Promise<TServiceDetails> {
      const row = await offeredService(brand, serviceId);
      const vehicle = await vehicleFor(brand, query.catalogVehicleId);
      const pricing = pricingOf(brand, (await pricesByService([row.id])).get(row.id) ?? [], vehicle, query.pricingSegment ?? DEFAULT_PRICING_SEGMENT);
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
  };
}

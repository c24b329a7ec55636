import { moneyFromMajor, vehicleTypesFor, type TBrandVariant, type TCurrency } from '@servicebay/domain';
import type { Db } from '../../client';
import { catalogArticles, catalogFaqs, catalogServicePrices, catalogServices } from '../../schema';
import { BIKE_SERVICES } from './bike-services';
import { CAR_SERVICES } from './car-services';
import { SEED_ARTICLES, SEED_FAQS } from './faqs-and-articles';
import type { MarketPrices, SeedService } from './menu-types';
import { brandsLacking } from '../brands-lacking';
import { BODY_PANEL_SERVICES } from '../body-panel/body-services';
import { fillDemoServiceArt, serviceArtUrl } from './service-art';
import { fillDemoTagNames, tagsInArabic } from './tag-names';

const MARKET_INDEX: Partial<Record<TCurrency, number>> = { INR: 0, SAR: 1, AED: 2, BHD: 3 };

/** The demo brands' second pricing segment (a premium workshop tier), as a factor of the standard price. */
export const PREMIUM_SEGMENT = { name: 'premium', factor: 1.35 } as const;

/** A price a menu would print: whole rupees, riyals and dirhams, dinars to 100 fils. */
function pricePoint(major: number, currency: TCurrency): number {
  const step = currency === 'BHD' ? 0.1 : 1;
  return moneyFromMajor(Math.round(major / step) * step, currency).amount;
}

type MenuBrand = { id: string; variant: TBrandVariant; currency: TCurrency };

/** The rows of one brand's demo menu in its currency: services, their price lists and add-ons. */
export function serviceMenuRows(brand: MenuBrand, services: SeedService[] = [...CAR_SERVICES, ...BIKE_SERVICES]) {
  const market = MARKET_INDEX[brand.currency];
  if (market === undefined) return [];
  const inMarket = (prices: MarketPrices) => prices[market]!;
  const types = vehicleTypesFor(brand.variant);
  return services
    .filter((service) => types.includes(service.vehicleType))
    .map((service, sortOrder) => {
      const base = inMarket(service.price);
      const prices = [
        { segment: 'standard', factor: 1 },
        { segment: PREMIUM_SEGMENT.name, factor: PREMIUM_SEGMENT.factor },
      ].flatMap(({ segment, factor }) => [
        { segment, amountMinor: pricePoint(base * factor, brand.currency) },
        ...(service.narrowings ?? []).map((narrowing) => ({
          segment,
          makeSegment: narrowing.makeSegment ?? null,
          fuelType: narrowing.fuelType ?? null,
          amountMinor: pricePoint(base * factor * narrowing.factor, brand.currency),
        })),
      ]);
      const addOnSections = (service.addOnSections ?? []).map((section) => ({
        sectionId: section.key,
        displayName: section.en,
        displayNameAr: section.ar,
        selectionType: section.selectionType,
        items: section.items.map((item) => ({
          addOnId: item.key,
          displayName: item.en,
          displayNameAr: item.ar,
          isRecommended: item.isRecommended ?? false,
          amountMinor: pricePoint(inMarket(item.price), brand.currency),
        })),
      }));
      const row = {
        brandId: brand.id,
        key: service.key,
        vehicleType: service.vehicleType,
        category: service.category,
        displayName: service.name[0],
        displayNameAr: service.name[1],
        shortDescription: service.description[0],
        shortDescriptionAr: service.description[1],
        displayTags: service.tags,
        displayTagsAr: tagsInArabic(service.tags),
        promotionalText: service.promotion?.[0] ?? null,
        promotionalTextAr: service.promotion?.[1] ?? null,
        imageUrl: serviceArtUrl(service.category),
        partId: service.partId ?? null,
        faqListId: service.faqListId ?? null,
        articleListId: service.articleListId ?? null,
        addOnSections,
        isRecommended: service.recommended ?? false,
        sortOrder,
      };
      return { row, prices };
    });
}

/**
 * Gives every brand without a service menu the demo one (a database seeded before menus existed
 * gets it too), and the demo services seeded before they had pictures or Arabic tags those.
 */
export async function seedServiceMenus(db: Db, brands: MenuBrand[]): Promise<boolean> {
  await fillDemoServiceArt(db);
  await fillDemoTagNames(db, [...CAR_SERVICES, ...BIKE_SERVICES, ...BODY_PANEL_SERVICES]);
  let seeded = false;
  for (const brand of await brandsLacking(db, catalogServices, catalogServices.brandId, brands)) {
    const menu = serviceMenuRows(brand);
    if (menu.length === 0) continue;
    seeded = true;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(catalogServices)
        .values(menu.map((service) => service.row))
        .returning({ id: catalogServices.id, key: catalogServices.key });
      const idOf = new Map(inserted.map((service) => [service.key, service.id]));
      await tx
        .insert(catalogServicePrices)
        .values(menu.flatMap((service) => service.prices.map((price) => ({ ...price, serviceId: idOf.get(service.row.key)! }))));
      await tx.insert(catalogFaqs).values(
        SEED_FAQS.map((faq, sortOrder) => ({
          brandId: brand.id,
          listId: faq.listId,
          question: faq.question[0],
          questionAr: faq.question[1],
          answer: faq.answer[0],
          answerAr: faq.answer[1],
          sortOrder,
        })),
      );
      await tx.insert(catalogArticles).values(
        SEED_ARTICLES.map((article, sortOrder) => ({
          brandId: brand.id,
          listId: article.listId,
          title: article.title[0],
          titleAr: article.title[1],
          shortDescription: article.description[0],
          shortDescriptionAr: article.description[1],
          displayColor: article.color,
          webpageUrl: article.url,
          sortOrder,
        })),
      );
    });
  }
  return seeded;
}

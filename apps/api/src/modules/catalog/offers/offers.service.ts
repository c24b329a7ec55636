import { asc, eq } from 'drizzle-orm';
import { checkOfferCode, inLanguage, marketToday, offerSection, type Language, type OfferCodeCheck, type OfferDiscount, type TOffer } from '@servicebay/domain';
import type { Db } from '../../../db/client';
import type { Brand } from '../../../platform/tenancy';
import { catalogOffers } from './offers.tables';

export type OffersService = ReturnType<typeof createOffersService>;

/** An offer as a cart applies it: its code as the brand wrote it and what it takes off. */
export type AppliedOffer = { offerCode: string; discount: OfferDiscount };

function discountOf(row: typeof catalogOffers.$inferSelect): OfferDiscount {
  return row.discountKind === 'percent'
    ? { kind: 'percent', basisPoints: row.discountBasisPoints ?? 0, ...(row.discountCapMinor === null ? {} : { capMinor: row.discountCapMinor }) }
    : { kind: 'flat', amountMinor: row.discountAmountMinor ?? 0 };
}

const SECTION_ORDER = { new: 0, running: 1, expired: 2 } as const;

/** The brand's offers as the Offers screen lists them (customer spec sections 2 and 9). */
export function createOffersService(db: Db, now: () => Date) {
  /** The date in the brand's market: what decides an offer's section. */
  const today = (brand: Brand) => marketToday(brand.settings.countryCode, now());

  return {
    today,

    /** What a typed promo code is today in the brand's market (domain checkOfferCode). */
    async checkCode(brand: Brand, typed: string): Promise<OfferCodeCheck<AppliedOffer>> {
      const rows = await db.select().from(catalogOffers).where(eq(catalogOffers.brandId, brand.id));
      const offers = rows.map((row) => ({ offerCode: row.offerCode, validity: { startDate: row.startDate, endDate: row.endDate }, discount: discountOf(row) }));
      return checkOfferCode(typed, offers, today(brand));
    },

    /**
     * Started offers in sections by the brand's today: newly added (newest first), running, then
     * expired (latest ended first); names and terms in the reader's language where written.
     */
    async offers(brand: Brand, language: Language): Promise<TOffer[]> {
      const rows = await db.select().from(catalogOffers).where(eq(catalogOffers.brandId, brand.id)).orderBy(asc(catalogOffers.startDate));
      const listed: TOffer[] = [];
      for (const row of rows) {
        const section = offerSection(row, today(brand));
        if (section === 'upcoming') continue;
        listed.push({
          offerId: row.id,
          offerCode: row.offerCode,
          name: inLanguage(language, row.name, row.nameAr),
          displayColor: row.displayColor,
          imageUrl: row.imageUrl,
          validity: { startDate: row.startDate, endDate: row.endDate },
          termsAndConditions: inLanguage(language, row.terms, row.termsAr),
          section,
        });
      }
      const recentFirst = (a: TOffer, b: TOffer) =>
        a.section === 'expired' ? b.validity.endDate.localeCompare(a.validity.endDate) : b.validity.startDate.localeCompare(a.validity.startDate);
      return listed.sort((a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section] || recentFirst(a, b));
    },
  };
}

import { addDays, basisPointsOfPercent, marketToday, moneyFromMajor, type TCurrency } from '@servicebay/domain';
import type { Db } from '../client';
import { catalogOffers } from '../schema';
import { brandsLacking } from './brands-lacking';

type SeedOffer = {
  code: string;
  name: [en: string, ar: string];
  color: string;
  /** Days from the seeding day: the demo shows every section of the Offers screen. */
  startsIn: number;
  endsIn: number;
  terms: [en: string, ar: string][];
  discount: { percent: number; capMajor?: number } | { flatMajor: number };
};

const COMMON_TERMS: [string, string][] = [
  ['One code per booking; cannot be combined with other offers.', 'رمز واحد لكل حجز؛ لا يُجمع مع عروض أخرى.'],
  ['Valid at all of the brand’s workshops.', 'صالح في جميع ورش العلامة.'],
];

/** The demo offers, in each brand's currency (flat amounts are in major units of that currency's usual size). */
const SEED_OFFERS: SeedOffer[] = [
  {
    code: 'FIRST15',
    name: ['15% Off First Service', 'خصم 15٪ على أول خدمة'],
    color: '#1c4ed8',
    startsIn: -2,
    endsIn: 60,
    terms: [['For a customer’s first booking.', 'لأول حجز للعميل.'], ...COMMON_TERMS],
    discount: { percent: 15, capMajor: 1500 },
  },
  {
    code: 'COOLAC',
    name: ['AC Service Summer Deal', 'عرض صيانة المكيف الصيفي'],
    color: '#0f766e',
    startsIn: -6,
    endsIn: 30,
    terms: [['On AC services only.', 'على خدمات المكيف فقط.'], ...COMMON_TERMS],
    discount: { percent: 20 },
  },
  {
    code: 'SAVE500',
    name: ['Flat 500 Off', 'خصم ثابت 500'],
    color: '#b45309',
    startsIn: -40,
    endsIn: 45,
    terms: [['On bills of 3,000 or more.', 'على الفواتير من 3,000 فأكثر.'], ...COMMON_TERMS],
    discount: { flatMajor: 500 },
  },
  {
    code: 'MONSOON10',
    name: ['Monsoon Care 10% Off', 'خصم 10٪ للعناية الموسمية'],
    color: '#7c3aed',
    startsIn: -90,
    endsIn: -3,
    terms: COMMON_TERMS,
    discount: { percent: 10 },
  },
  {
    code: 'NEWYEAR',
    name: ['New Year Special', 'عرض رأس السنة'],
    color: '#be123c',
    startsIn: 5,
    endsIn: 40,
    terms: COMMON_TERMS,
    discount: { percent: 12 },
  },
];

/** A flat amount sized to the market: 500 rupees is about 25 riyals or dirhams and 2.5 dinars. */
const FLAT_SCALE: Partial<Record<TCurrency, number>> = { INR: 1, SAR: 0.05, AED: 0.05, BHD: 0.005 };

type OfferBrand = { id: string; countryCode: string; currency: TCurrency; variant?: string };

/**
 * The bike brand's promotions began this season: none has ended yet, so its Offers screen shows
 * the Expired section's empty state (customer spec section 2); the other brands show all three.
 */
const offersOf = (brand: OfferBrand) => (brand.variant === 'bike' ? SEED_OFFERS.filter((offer) => offer.endsIn >= 0) : SEED_OFFERS);

/** Gives every brand without offers the demo ones, dated from its market's today. */
export async function seedOffers(db: Db, brands: OfferBrand[], now: Date = new Date()): Promise<boolean> {
  let seeded = false;
  for (const brand of await brandsLacking(db, catalogOffers, catalogOffers.brandId, brands)) {
    const scale = FLAT_SCALE[brand.currency];
    if (scale === undefined) continue;
    const today = marketToday(brand.countryCode, now);
    const minor = (major: number) => moneyFromMajor(major * scale, brand.currency).amount;
    await db.insert(catalogOffers).values(
      offersOf(brand).map((offer) => ({
        brandId: brand.id,
        offerCode: offer.code,
        name: offer.name[0],
        nameAr: offer.name[1],
        displayColor: offer.color,
        startDate: addDays(today, offer.startsIn),
        endDate: addDays(today, offer.endsIn),
        terms: offer.terms.map((term) => term[0]),
        termsAr: offer.terms.map((term) => term[1]),
        ...('percent' in offer.discount
          ? {
              discountKind: 'percent' as const,
              discountBasisPoints: basisPointsOfPercent(offer.discount.percent),
              discountCapMinor: offer.discount.capMajor === undefined ? null : minor(offer.discount.capMajor),
            }
          : { discountKind: 'flat' as const, discountAmountMinor: minor(offer.discount.flatMajor) }),
      })),
    );
    seeded = true;
  }
  return seeded;
}

import { vehicleTypesFor, type TBrandVariant } from '@servicebay/domain';
import type { Db } from '../../client';
import { workshops, workshopSegments } from '../../schema';
import { MARKET_WORKSHOPS, SEED_SEGMENTS, type SeedMarket, type SeedWorkshop } from './market-workshops';
import { brandsLacking } from '../brands-lacking';

type WorkshopBrand = { id: string; name: string; variant: TBrandVariant; countryCode: string };

const DESCRIPTIONS = {
  standard: [
    'Multi-brand service centre for periodic service, repairs, AC and batteries.',
    'مركز خدمة لجميع العلامات للصيانة الدورية والإصلاحات والمكيف والبطاريات.',
  ],
  premium: [
    'Premium service centre with brand-certified technicians, genuine parts and a customer lounge.',
    'مركز خدمة مميز بفنيين معتمدين وقطع أصلية وصالة لانتظار العملاء.',
  ],
} as const;

/** One brand's rows for a market's workshop: its own centres carry its name, and only the vehicle types it serves. */
export function workshopRow(brand: WorkshopBrand, market: SeedMarket, seed: SeedWorkshop) {
  const vehicleTypes = seed.vehicleTypes.filter((type) => vehicleTypesFor(brand.variant).includes(type));
  if (vehicleTypes.length === 0) return null;
  const [description, descriptionAr] = DESCRIPTIONS[seed.quality];
  return {
    brandId: brand.id,
    key: seed.key,
    name: seed.own ? `${brand.name} ${seed.name[0]}` : seed.name[0],
    nameAr: seed.own ? `${brand.name} ${seed.name[1]}` : seed.name[1],
    shortDescription: description,
    shortDescriptionAr: descriptionAr,
    promotionalText: seed.promotion?.[0] ?? null,
    promotionalTextAr: seed.promotion?.[1] ?? null,
    address: seed.address[0],
    addressAr: seed.address[1],
    city: seed.city[0],
    cityAr: seed.city[1],
    latitude: seed.latitude,
    longitude: seed.longitude,
    phoneNumber: seed.phone,
    timeZone: market.timeZone,
    workingDays: market.workingDays,
    opensAt: market.opensAt,
    closesAt: market.closesAt,
    qualitySegment: seed.quality,
    vehicleTypes,
    rating: seed.rating,
    ratingCount: seed.ratingCount,
    recommended: seed.recommended ?? false,
  };
}

/** The demo workshops and quality segments of every brand that has none yet. */
export async function seedWorkshops(db: Db, brands: WorkshopBrand[]): Promise<boolean> {
  let seeded = false;
  for (const brand of await brandsLacking(db, workshops, workshops.brandId, brands)) {
    const market = MARKET_WORKSHOPS[brand.countryCode];
    if (!market) continue;
    const rows = market.workshops.flatMap((seed) => workshopRow(brand, market, seed) ?? []);
    await db.transaction(async (tx) => {
      await tx.insert(workshops).values(rows);
      await tx
        .insert(workshopSegments)
        .values(
          SEED_SEGMENTS.map((segment, sortOrder) => ({
            brandId: brand.id,
            name: segment.name,
            displayName: segment.displayName[0],
            displayNameAr: segment.displayName[1],
            features: segment.features.map((feature) => feature[0]),
            featuresAr: segment.features.map((feature) => feature[1]),
            sortOrder,
          })),
        )
        .onConflictDoNothing();
    });
    seeded = true;
  }
  return seeded;
}

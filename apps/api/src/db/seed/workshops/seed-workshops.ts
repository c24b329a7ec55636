import { and, eq, sql } from 'drizzle-orm';
import { vehicleTypesFor, type TBrandVariant, type TTheme } from '@servicebay/domain';
import { workshopPictureUrls } from '../../../modules/workshops';
import type { Db } from '../../client';
import { workshops, workshopSegments } from '../../schema';
import { MARKET_WORKSHOPS, SEED_SEGMENTS, type SeedMarket, type SeedWorkshop } from './market-workshops';
import { brandsLacking } from '../brands-lacking';

type WorkshopBrand = { id: string; slug: string; name: string; theme: TTheme; variant: TBrandVariant; countryCode: string };

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
    imageUrls: workshopPictureUrls(brand, seed),
  };
}

/**
 * Pictures for demo workshops seeded before they had any (decision 0024): one query finds them,
 * so a start with nothing to fill costs only that.
 */
async function fillPictures(db: Db, brands: WorkshopBrand[]) {
  const bare = await db
    .select({ id: workshops.id, brandId: workshops.brandId, key: workshops.key })
    .from(workshops)
    .where(sql`cardinality(${workshops.imageUrls}) = 0`);
  for (const row of bare) {
    const brand = brands.find((candidate) => candidate.id === row.brandId);
    const seed = brand && MARKET_WORKSHOPS[brand.countryCode]?.workshops.find((candidate) => candidate.key === row.key);
    if (!brand || !seed) continue;
    await db
      .update(workshops)
      .set({ imageUrls: workshopPictureUrls(brand, seed) })
      .where(and(eq(workshops.id, row.id), sql`cardinality(${workshops.imageUrls}) = 0`));
  }
}

/** The demo workshops and quality segments of every brand that has none yet. */
export async function seedWorkshops(db: Db, brands: WorkshopBrand[]): Promise<boolean> {
  let seeded = false;
  await fillPictures(db, brands);
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

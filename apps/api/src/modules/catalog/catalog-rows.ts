import type { catalogMakes, catalogModels, catalogVariants } from './catalog.tables';

/** The catalogue as data files and spreadsheets describe it: makes holding models holding variants. */
export type CatalogFileMake = {
  make: string;
  /** The name in Arabic (data/README.md); a brand's spreadsheet may have none. */
  makeAr?: string;
  slug?: string;
  markets: string[];
  segment: 'mass' | 'premium' | 'luxury';
  models: {
    name: string;
    slug?: string;
    category: string;
    startYear: number;
    endYear: number | null;
    variants: { name: string; slug?: string; fuelType: 'PETROL' | 'DIESEL' | 'ELECTRIC' | 'CNG' | 'LPG'; startYear: number; endYear: number | null }[];
  }[];
};

/** As the data files write slugs (data/README.md): `+` is `-plus` and `&` is `and`, so "ZXi" and "ZXi+" stay two variants. */
export const slugify = (text: string) =>
  text
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const TYPE_PREFIX = { car: 'car', 'two-wheeler': '2w' } as const;

/**
 * Flattens makes into table rows with stable readable ids: `car.maruti-suzuki`,
 * `car.maruti-suzuki.swift`, `car.maruti-suzuki.swift.zxi-cng`. A brand's import is prefixed
 * with the brand's slug so it never collides with the shared catalogue.
 */
export function toCatalogRows(vehicleType: 'car' | 'two-wheeler', makes: CatalogFileMake[], owner: { brandId: string; slug: string } | null) {
  const rows = {
    makes: [] as (typeof catalogMakes.$inferInsert)[],
    models: [] as (typeof catalogModels.$inferInsert)[],
    variants: [] as (typeof catalogVariants.$inferInsert)[],
  };
  const prefix = owner ? `${owner.slug}~${TYPE_PREFIX[vehicleType]}` : TYPE_PREFIX[vehicleType];
  for (const make of makes) {
    const makeId = `${prefix}.${make.slug ?? slugify(make.make)}`;
    rows.makes.push({
      id: makeId,
      brandId: owner?.brandId ?? null,
      vehicleType,
      name: make.make,
      nameAr: make.makeAr ?? null,
      segment: make.segment,
      markets: make.markets,
    });
    for (const model of make.models) {
      const modelId = `${makeId}.${model.slug ?? slugify(model.name)}`;
      rows.models.push({ id: modelId, makeId, name: model.name, category: model.category, startYear: model.startYear, endYear: model.endYear });
      // "SX" petrol and "SX" diesel are two variants: the fuel joins the id only when names repeat.
      const nameCount = new Map<string, number>();
      for (const v of model.variants) nameCount.set(slugify(v.name), (nameCount.get(slugify(v.name)) ?? 0) + 1);
      for (const variant of model.variants) {
        const slug = slugify(variant.name);
        const derived = nameCount.get(slug)! > 1 ? `${slug}-${variant.fuelType.toLowerCase()}` : slug;
        rows.variants.push({
          id: `${modelId}.${variant.slug ?? derived}`,
          modelId,
          name: variant.name,
          fuelType: variant.fuelType,
          startYear: variant.startYear,
          endYear: variant.endYear,
        });
      }
    }
  }
  return rows;
}

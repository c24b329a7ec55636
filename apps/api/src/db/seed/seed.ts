import { createCatalogRepository } from '../../modules/catalog/catalog.repository';
import { toCatalogRows, type CatalogFileMake } from '../../modules/catalog/catalog-rows';
import cars from '../../modules/catalog/data/cars.json' with { type: 'json' };
import twoWheelers from '../../modules/catalog/data/two-wheelers.json' with { type: 'json' };
import type { Db } from '../client';
import { brands, documentTemplates, globalSettings } from '../schema';
import { BRAND_SEEDS, DEFAULT_GLOBAL_SETTINGS } from './brands';
import { DEFAULT_DOCUMENT_TEMPLATES } from './document-templates';
import { seedFeedbackQuestions } from './feedback-questions';
import { seedOffers } from './offers';
import { seedServiceMenus } from './service-menu/seed-service-menu';
import { seedBodyPanel } from './body-panel/seed-body-panel';
import { seedStaff } from './staff/seed-staff';
import { seedStock } from './stock/seed-stock';
import { seedLabour } from './labour/seed-labour';
import { seedWorkshops } from './workshops/seed-workshops';

/** Loads the demo data into an empty database; each part is skipped once it exists. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  let seeded = false;
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length === 0) {
    seeded = true;
    await db.transaction(async (tx) => {
      await tx.insert(globalSettings).values({ brandId: null, ...DEFAULT_GLOBAL_SETTINGS });
      for (const seed of BRAND_SEEDS) {
        const [brand] = await tx
          .insert(brands)
          .values({
            slug: seed.slug,
            name: seed.name,
            isDefault: seed.isDefault ?? false,
            settings: seed.settings,
            advanceBasisPoints: seed.advance && 'basisPoints' in seed.advance ? seed.advance.basisPoints : 0,
            advanceAmountMinor: seed.advance && 'amountMinor' in seed.advance ? seed.advance.amountMinor : null,
          })
          .returning({ id: brands.id });
        if (seed.globalSettings) {
          await tx.insert(globalSettings).values({ brandId: brand!.id, ...DEFAULT_GLOBAL_SETTINGS, ...seed.globalSettings });
        }
        await tx.insert(documentTemplates).values(DEFAULT_DOCUMENT_TEMPLATES.map((t, i) => ({ ...t, brandId: brand!.id, sortOrder: i })));
      }
    });
  }
  const catalog = createCatalogRepository(db);
  const carRows = toCatalogRows('car', cars as CatalogFileMake[], null);
  const twoWheelerRows = toCatalogRows('two-wheeler', twoWheelers as CatalogFileMake[], null);
  if (await catalog.isEmpty()) {
    seeded = true;
    await db.transaction(async (tx) => {
      await catalog.upsert(carRows, tx);
      await catalog.upsert(twoWheelerRows, tx);
    });
  } else {
    await catalog.fillArabicNames([...carRows.makes, ...twoWheelerRows.makes]);
  }
  const everyBrand = (await db.select({ id: brands.id, slug: brands.slug, name: brands.name, settings: brands.settings }).from(brands)).map((brand) => ({
    id: brand.id,
    slug: brand.slug,
    name: brand.name,
    theme: brand.settings.theme,
    variant: brand.settings.variant,
    currency: brand.settings.currency,
    countryCode: brand.settings.countryCode,
  }));
  if (await seedServiceMenus(db, everyBrand)) seeded = true;
  // After the menus: it adds the services a menu lacks for the body panel's parts.
  if (await seedBodyPanel(db, everyBrand)) seeded = true;
  if (await seedOffers(db, everyBrand)) seeded = true;
  if (await seedWorkshops(db, everyBrand)) seeded = true;
  if (await seedFeedbackQuestions(db, everyBrand)) seeded = true;
  if (await seedStaff(db, everyBrand)) seeded = true;
  if (await seedStock(db, everyBrand)) seeded = true;
  if (await seedLabour(db, everyBrand)) seeded = true;
  return seeded;
}

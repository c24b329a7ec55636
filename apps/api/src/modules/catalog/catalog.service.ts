import {
  popularMakesFirst,
  soldIn,
  vehicleTypesFor,
  type TCatalogMake,
  type TCatalogModel,
  type TCatalogTypeCounts,
  type TCatalogVariant,
  type TFuelType,
  type TVehicleType,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { ISO_COUNTRY_BY_CALLING_CODE } from '../../platform/geo/geo';
import type { Brand } from '../../platform/tenancy';
import type { CatalogRepository, CatalogScope } from './catalog.repository';
import { toCatalogRows, type CatalogFileMake } from './catalog-rows';

export type CatalogService = ReturnType<typeof createCatalogService>;

const scopeOf = (brand: Brand, vehicleTypes = vehicleTypesFor(brand.settings.variant)): CatalogScope => ({
  brandId: brand.id,
  vehicleTypes,
  market: ISO_COUNTRY_BY_CALLING_CODE[brand.settings.countryCode] ?? 'IN',
});
/** The bike variant shows two-wheelers and no DIESEL (customer spec section 1). */
const fuelAllowed = (brand: Brand, fuel: string) => !(brand.settings.variant === 'bike' && fuel === 'DIESEL');

/**
 * Variants per import transaction. One transaction for a whole sheet holds PGlite's only
 * connection for all of it, so every customer request waits, and progress written beside it
 * could not be seen until the end; one per make made the demo cars 1.8x slower (437 vs 242 ms).
 * Batches of about this many variants cost close to one transaction.
 */
const IMPORT_BATCH_VARIANTS = 500;

/** Whole makes, grouped until a group holds IMPORT_BATCH_VARIANTS variants. */
function batchesOfMakes(makes: CatalogFileMake[]): CatalogFileMake[][] {
  const batches: CatalogFileMake[][] = [];
  let current: CatalogFileMake[] = [];
  let variants = 0;
  for (const make of makes) {
    current.push(make);
    variants += make.models.reduce((sum, model) => sum + model.variants.length, 0);
    if (variants >= IMPORT_BATCH_VARIANTS) {
      batches.push(current);
      current = [];
      variants = 0;
    }
  }
  if (current.length) batches.push(current);
  return batches;
}

type ModelRow = Awaited<ReturnType<CatalogRepository['models']>>[number];
type VariantRow = Awaited<ReturnType<CatalogRepository['variants']>>[number];

export function createCatalogService(db: Db, repository: CatalogRepository) {
  const toModel = (brand: Brand, m: ModelRow): TCatalogModel => ({
    modelId: m.id,
    name: m.name,
    make: m.make,
    makeId: m.makeId,
    category: m.category,
    imageUrl: m.imageUrl,
    startYear: m.startYear,
    endYear: m.endYear,
    fuelTypes: (m.fuelTypes as TFuelType[]).filter((f) => fuelAllowed(brand, f)).sort(),
  });
  const toVariant = (v: VariantRow): TCatalogVariant => ({
    vehicleId: v.id,
    name: v.name,
    fuelType: v.fuelType,
    make: v.make,
    model: v.model,
    startYear: v.startYear,
    endYear: v.endYear,
  });

  // Caches of catalogue answers (see catalog.routes.ts) subscribe here to hear of imports.
  const changeListeners = new Set<() => void>();

  const service = {
    async makes(brand: Brand, vehicleType?: 'car' | 'two-wheeler'): Promise<TCatalogMake[]> {
      const allowed = vehicleTypesFor(brand.settings.variant).filter((t) => !vehicleType || t === vehicleType);
      if (allowed.length === 0) return [];
      const scope = scopeOf(brand, allowed);
      const rows = await repository.makes(scope);
      const makes = rows.map((m) => ({ makeId: m.id, name: m.name, nameAr: m.nameAr, logoUrl: m.logoUrl, vehicleType: m.vehicleType, segment: m.segment }));
      return popularMakesFirst(makes, scope.market);
    },

    async models(brand: Brand, where: { makeId?: string; modelIds?: string[] }): Promise<TCatalogModel[]> {
      return (await repository.models(scopeOf(brand), where)).map((m) => toModel(brand, m));
    },

    async variants(brand: Brand, where: { modelId: string; year?: number; fuelType?: string }): Promise<TCatalogVariant[]> {
      const rows = await repository.variants(scopeOf(brand), { modelId: where.modelId });
      return rows
        .filter((v) => fuelAllowed(brand, v.fuelType))
        .filter((v) => (where.year === undefined || soldIn(v, where.year)) && (!where.fuelType || v.fuelType === where.fuelType))
        .map(toVariant);
    },

    /** The catalogue entry behind a customer's catalogVehicleId, or null. */
    async variantById(brand: Brand, catalogVehicleId: string) {
      const [row] = await repository.variants(scopeOf(brand), { variantIds: [catalogVehicleId] });
      return row && fuelAllowed(brand, row.fuelType) ? row : null;
    },

    async vehicleTypes(brand: Brand) {
      const counts = await repository.countsByType(scopeOf(brand));
      return counts.map((c) => ({ vehicletype: c.vehicleType, vehicleSubcategory: [...c.categories].sort(), makes: c.makes, models: c.models }));
    },

    async modelDetails(brand: Brand, query: { model?: string; catalogVehicleId?: string }) {
      const variant = query.catalogVehicleId ? await service.variantById(brand, query.catalogVehicleId) : null;
      const modelId = variant?.modelId ?? query.model;
      if (!modelId) throw new AppError('request/invalid', { message: 'Give a model or a catalogVehicleId', field: 'model' });
      const [model] = await service.models(brand, { modelIds: [modelId] });
      if (!model) throw new AppError('resource/not-found', { message: 'No models found' });
      return { model, variant: variant ? toVariant(variant) : null };
    },

    /**
     * Loads makes, models and variants; idempotent, so a brand can re-import its full catalogue
     * (and a job cut short can run again). Written in batches of whole makes, each its own
     * transaction, with `onProgress` told the running totals after each (decision 0015).
     */
    async importMakes(
      vehicleType: TVehicleType,
      makes: CatalogFileMake[],
      owner: { brandId: string; slug: string } | null,
      onProgress: (loaded: TCatalogTypeCounts) => Promise<void> = async () => undefined,
    ): Promise<TCatalogTypeCounts> {
      const loaded = { makes: 0, models: 0, variants: 0 };
      try {
        for (const batch of batchesOfMakes(makes)) {
          const rows = toCatalogRows(vehicleType, batch, owner);
          await db.transaction((tx) => repository.upsert(rows, tx));
          loaded.makes += rows.makes.length;
          loaded.models += rows.models.length;
          loaded.variants += rows.variants.length;
          await onProgress({ ...loaded });
          // PGlite runs queries on this thread and answers them as microtasks: without a turn of the
          // event loop here, no request (a customer's, the progress poll) is served until the end.
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        for (const listener of changeListeners) listener();
      }
      return loaded;
    },

    isEmpty: () => repository.isEmpty(),

    /** Calls `listener` after every import in this process; imports from elsewhere reach readers when the brands reload. */
    onChange(listener: () => void) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
  return service;
}

import { soldIn, vehicleTypesFor, type TCatalogMake, type TCatalogModel, type TCatalogVariant, type TFuelType } from '@servicebay/domain';
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
      const rows = await repository.makes(scopeOf(brand, allowed));
      return rows.map((m) => ({ makeId: m.id, name: m.name, logoUrl: m.logoUrl, vehicleType: m.vehicleType, segment: m.segment }));
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

    /** Loads makes, models and variants; idempotent, so a brand can re-import its full catalogue. */
    async importMakes(vehicleType: 'car' | 'two-wheeler', makes: CatalogFileMake[], owner: { brandId: string; slug: string } | null) {
      const rows = toCatalogRows(vehicleType, makes, owner);
      await db.transaction((tx) => repository.upsert(rows, tx));
      for (const listener of changeListeners) listener();
      return { makes: rows.makes.length, models: rows.models.length, variants: rows.variants.length };
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

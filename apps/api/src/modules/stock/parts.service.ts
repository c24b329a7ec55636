import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { partNumberKey, isPartRefusal, partValues, QUANTITY_SCALE, ruleEnglish, type TPart, type TPartDetail, type TPartFields } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { partView, stockView, type StockDeps } from './stock-context';
import { parts, partStocks, type PartRow } from './stock.tables';

export type PartsService = ReturnType<typeof createPartsService>;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The brand's parts master (issue 28 part 1), stocked per branch: a part is the brand's, its reorder
 * level and bin the branch's where it is entered. Searched on the server by number, name, barcode or the vehicles it fits.
 */
export function createPartsService(deps: StockDeps) {
  const { db } = deps;

  async function valuesOf(brand: Brand, scope: StaffScope, fields: TPartFields) {
    const place = await deps.placeOf(brand, scope.workshopId);
    const values = partValues(fields, place.currency, place.supply);
    if (isPartRefusal(values)) throw new AppError('request/invalid', { field: values.field, message: ruleEnglish(values.rule, values.values) });
    return { values, currency: place.currency };
  }

  const columnsOf = (values: Exclude<ReturnType<typeof partValues>, { rule: unknown }>) => ({
    partNumber: values.partNumber,
    partKey: partNumberKey(values.partNumber),
    name: values.name,
    partType: values.partType,
    makerBrand: values.brand,
    hsn: values.hsn,
    taxRateBasisPoints: values.taxRateBasisPoints,
    unit: values.unit,
    mrpMinor: values.mrp,
    purchasePriceMinor: values.purchasePrice,
    sellingPriceMinor: values.sellingPrice,
    barcode: values.barcode,
    vehicleFit: values.vehicleFit,
  });

  /** The part of the brand, or not found. */
  async function partOf(brandId: string, partId: string, tx: Db = db): Promise<PartRow> {
    const [part] = await tx
      .select()
      .from(parts)
      .where(and(eq(parts.brandId, brandId), eq(parts.id, partId)));
    if (!part) throw new AppError('resource/not-found', { field: 'partId' });
    return part;
  }

  async function view(brand: Brand, scope: StaffScope, partId: string): Promise<TPartDetail> {
    const part = await partOf(scope.brandId, partId);
    const { currency } = await deps.placeOf(brand, scope.workshopId);
    const rows = await db.select().from(partStocks).where(eq(partStocks.partId, partId)).orderBy(asc(partStocks.workshopId));
    const here = rows.find((row) => row.workshopId === scope.workshopId);
    return { ...partView(part, scope.workshopId, here, currency), branches: rows.map((row) => stockView(row.workshopId, row, currency)) };
  }

  async function keepBranchFields(tx: Db, scope: StaffScope, partId: string, fields: TPartFields) {
    const branch = { reorderLevelMilli: fields.reorderLevel * QUANTITY_SCALE, bin: fields.bin };
    await tx
      .insert(partStocks)
      .values({ partId, workshopId: scope.workshopId, brandId: scope.brandId, ...branch })
      .onConflictDoUpdate({ target: [partStocks.partId, partStocks.workshopId], set: branch });
  }

  return {
    partOf,

    /** POST …/parts: the part number and the barcode are the brand's once ('stock/duplicate-part'). */
    async create(brand: Brand, scope: StaffScope, fields: TPartFields): Promise<TPartDetail> {
      const { values } = await valuesOf(brand, scope, fields);
      const partId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(parts)
          .values({ brandId: scope.brandId, ...columnsOf(values) })
          .returning({ id: parts.id });
        await keepBranchFields(tx, scope, row!.id, fields);
        return row!.id;
      });
      return view(brand, scope, partId);
    },

    /** PUT …/parts/{partId}: the master's fields, and this branch's reorder level and bin. */
    async update(brand: Brand, scope: StaffScope, partId: string, fields: TPartFields): Promise<TPartDetail> {
      await partOf(scope.brandId, partId);
      const { values } = await valuesOf(brand, scope, fields);
      await db.transaction(async (tx) => {
        await tx
          .update(parts)
          .set(columnsOf(values))
          .where(and(eq(parts.brandId, scope.brandId), eq(parts.id, partId)));
        await keepBranchFields(tx, scope, partId, fields);
      });
      return view(brand, scope, partId);
    },

    get: view,

    /** GET …/parts: a page of the brand's parts with this branch's stock, searched by number, name, barcode or vehicle fit. */
    async list(brand: Brand, scope: StaffScope, query: { search?: string; page: number; pageSize: number }): Promise<{ items: TPart[]; total: number }> {
      const search = query.search?.trim();
      const where = and(
        eq(parts.brandId, scope.brandId),
        search
          ? or(
              ilike(parts.name, likeText(search)),
              ilike(parts.vehicleFit, likeText(search)),
              ilike(parts.partKey, likeText(partNumberKey(search))),
              eq(parts.barcode, search.toUpperCase()),
            )
          : undefined,
      );
      const [rows, [total], { currency }] = await Promise.all([
        db
          .select({ part: parts, stock: partStocks })
          .from(parts)
          .leftJoin(partStocks, and(eq(partStocks.partId, parts.id), eq(partStocks.workshopId, scope.workshopId)))
          .where(where)
          .orderBy(asc(parts.name), asc(parts.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(parts).where(where),
        deps.placeOf(brand, scope.workshopId),
      ]);
      return { items: rows.map((row) => partView(row.part, scope.workshopId, row.stock, currency)), total: total?.total ?? 0 };
    },

    /** The brand's parts named, by id (a document's lines show their number and name). */
    async named(brandId: string, partIds: readonly string[]): Promise<Map<string, PartRow>> {
      if (partIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(parts)
        .where(and(eq(parts.brandId, brandId), inArray(parts.id, [...new Set(partIds)])));
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

import { and, asc, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import {
  majorOf,
  minorOfUnitCost,
  QUANTITY_SCALE,
  signedQuantityOf,
  stockLedgerOf,
  valueOfQuantity,
  type TLedgerQuery,
  type TPartLedger,
  type TStockMovement,
  type TStockView,
} from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import type { Brand } from '../../platform/tenancy';
import { fineOf } from './ledger';
import type { PartsService } from './parts.service';
import { partView, type StockDeps } from './stock-context';
import { parts, partStocks, stockMovements } from './stock.tables';

export type StockViewsService = ReturnType<typeof createStockViewsService>;

/**
 * What the store sees of its stock (issue 28 part 8): on hand and valuation at the branch, the parts
 * at or below their reorder level, and a part's ledger a page at a time, every line naming its document,
 * computed by the domain's `stockLedgerOf` from the movements themselves.
 */
export function createStockViewsService(deps: StockDeps & { parts: PartsService }) {
  const { db } = deps;

  /** The stock after each of the page's movements, from every movement of the part here (the domain's `stockLedgerOf`). */
  async function computedAfter(ofPartHere: SQL | undefined, onPage: ReadonlySet<string>) {
    const all = await db
      .select({ id: stockMovements.id, kind: stockMovements.kind, quantityMilli: stockMovements.quantityMilli, valueMinor: stockMovements.valueMinor })
      .from(stockMovements)
      .where(ofPartHere)
      .orderBy(asc(stockMovements.id));
    const movements = all.map((row) => ({
      id: row.id,
      kind: row.kind,
      quantityMilli: row.quantityMilli,
      value: signedQuantityOf(row) > 0 ? (row.valueMinor as TStockMovement['value']) : null,
    }));
    // A movement posted after the page was read is on the next look, not half on this one.
    return new Map(stockLedgerOf(movements).flatMap((line) => (onPage.has(line.movement.id) ? [[line.movement.id, line] as const] : [])));
  }

  async function onHand(brand: Brand, scope: StaffScope, query: { page: number; pageSize: number; isLow?: boolean }): Promise<TStockView> {
    const where = and(
      eq(partStocks.workshopId, scope.workshopId),
      eq(partStocks.brandId, scope.brandId),
      query.isLow ? and(gt(partStocks.reorderLevelMilli, 0), lte(partStocks.onHandMilli, partStocks.reorderLevelMilli)) : undefined,
    );
    const [rows, [total], all, { currency }] = await Promise.all([
      db
        .select({ part: parts, stock: partStocks })
        .from(partStocks)
        .innerJoin(parts, eq(parts.id, partStocks.partId))
        .where(where)
        .orderBy(asc(parts.name), asc(parts.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(partStocks).where(where),
      db.select({ onHandMilli: partStocks.onHandMilli, averageCostFine: partStocks.averageCostFine }).from(partStocks).where(where),
      deps.placeOf(brand, scope.workshopId),
    ]);
    // The valuation adds each part's on hand at its average, to the minor unit, as each row shows it.
    const valuation = all.reduce((sum, row) => sum + valueOfQuantity(fineOf(row), Math.max(0, row.onHandMilli)), 0);
    return {
      items: rows.map((row) => partView(row.part, scope.workshopId, row.stock, currency)),
      total: total?.total ?? 0,
      valuation: majorOf(valuation, currency),
      currency,
    };
  }

  return {
    onHand,

    /**
     * GET …/parts/{id}/ledger: a page of the part's movements at this branch, newest first, with the
     * stock after each as post() kept it on the movement. A page holding a movement posted before
     * those were kept (migration 0046) has them computed from every movement before it instead.
     */
    async ledger(brand: Brand, scope: StaffScope, partId: string, query: TLedgerQuery): Promise<TPartLedger> {
      const ofPartHere = and(eq(stockMovements.partId, partId), eq(stockMovements.workshopId, scope.workshopId));
      const [part, pageRows, [counted], [stock], { currency }] = await Promise.all([
        deps.parts.partOf(scope.brandId, partId),
        db
          .select()
          .from(stockMovements)
          .where(ofPartHere)
          .orderBy(desc(stockMovements.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(stockMovements).where(ofPartHere),
        db
          .select()
          .from(partStocks)
          .where(and(eq(partStocks.partId, partId), eq(partStocks.workshopId, scope.workshopId))),
        deps.placeOf(brand, scope.workshopId),
      ]);
      const after = pageRows.every((row) => row.onHandAfterMilli !== null && row.averageCostAfterFine !== null)
        ? new Map(
            pageRows.map((row) => [
              row.id,
              { value: row.valueMinor, onHandMilli: row.onHandAfterMilli!, averageCost: fineOf({ averageCostFine: row.averageCostAfterFine! }) },
            ]),
          )
        : await computedAfter(ofPartHere, new Set(pageRows.map((row) => row.id)));
      return {
        part: partView(part, scope.workshopId, stock, currency),
        lines: pageRows.flatMap((row) => {
          const line = after.get(row.id);
          if (!line) return [];
          const ledgerLine: TPartLedger['lines'][number] = {
            movementId: row.id,
            postedAt: row.postedAt.toISOString(),
            kind: row.kind,
            document: { kind: row.documentKind, id: row.documentId, number: row.documentNumber },
            quantity: signedQuantityOf(row) / QUANTITY_SCALE,
            value: majorOf(line.value, currency),
            onHand: line.onHandMilli / QUANTITY_SCALE,
            averageCost: majorOf(minorOfUnitCost(line.averageCost), currency),
          };
          return [ledgerLine];
        }),
        total: counted?.total ?? 0,
      };
    },
  };
}

import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import {
  majorOf,
  minorOfUnitCost,
  QUANTITY_SCALE,
  signedQuantityOf,
  stockLedgerOf,
  valueOfQuantity,
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
 * at or below their reorder level, and a part's ledger, every line naming its document, computed by
 * the domain's `stockLedgerOf` from the movements themselves.
 */
export function createStockViewsService(deps: StockDeps & { parts: PartsService }) {
  const { db } = deps;

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

    /** GET …/parts/{id}/ledger: the part's movements at this branch, oldest first, with the stock after each. */
    async ledger(brand: Brand, scope: StaffScope, partId: string): Promise<TPartLedger> {
      const part = await deps.parts.partOf(scope.brandId, partId);
      const [rows, [stock], { currency }] = await Promise.all([
        db
          .select()
          .from(stockMovements)
          .where(and(eq(stockMovements.partId, partId), eq(stockMovements.workshopId, scope.workshopId)))
          .orderBy(asc(stockMovements.id)),
        db
          .select()
          .from(partStocks)
          .where(and(eq(partStocks.partId, partId), eq(partStocks.workshopId, scope.workshopId))),
        deps.placeOf(brand, scope.workshopId),
      ]);
      const movements: TStockMovement[] = rows.map((row) => {
        const movement = { kind: row.kind, quantityMilli: row.quantityMilli };
        return {
          ...movement,
          branchId: row.workshopId,
          partId: row.partId,
          value: signedQuantityOf(movement) > 0 ? (row.valueMinor as TStockMovement['value']) : null,
          document: { kind: row.documentKind, id: row.documentId, number: row.documentNumber },
        };
      });
      return {
        part: partView(part, scope.workshopId, stock, currency),
        lines: stockLedgerOf(movements).map((line, index) => ({
          movementId: rows[index]!.id,
          postedAt: rows[index]!.postedAt.toISOString(),
          kind: line.movement.kind,
          document: line.movement.document,
          quantity: signedQuantityOf(line.movement) / QUANTITY_SCALE,
          value: majorOf(line.value, currency),
          onHand: line.onHandMilli / QUANTITY_SCALE,
          averageCost: majorOf(minorOfUnitCost(line.averageCost), currency),
        })),
      };
    },
  };
}

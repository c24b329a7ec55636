import { and, desc, eq } from 'drizzle-orm';
import {
  majorOf,
  minor,
  planBulkUpdate,
  type TBulkUpdatePreview,
  type TCurrency,
  type TLabourChange,
  type TUpdatePlan,
  type ZBulkUpdateBody,
} from '@servicebay/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { catalogueRows, currencyOf, type CatalogueRows, type LabourDeps, type StaffScope } from './labour-context';
import { labourCatalogues, labourOperationCells, labourPriceChanges, labourRateSegments, type ChangedPrice, type ChangedRate } from './labour.tables';

type BulkUpdate = z.output<typeof ZBulkUpdateBody>;

/** The API error an update fails with: a rate update's, or the segment values'. */
const failureOf = (update: BulkUpdate) => (update.target === 'rateSegment' ? 'labour/rate-not-saved' : 'labour/segment-values-not-updated');

/**
 * The labour price update in bulk (issue 29 part 5): a preview of every rate and price before and
 * after, then the same plan applied in one transaction under the catalogue's row lock, kept in the
 * history with who and when. A plan that cannot apply (a rate at zero, a price below zero, an id not
 * the workshop's) fails with the spec's message for what was being saved.
 */
export type BulkUpdateService = ReturnType<typeof createBulkUpdateService>;

export function createBulkUpdateService(deps: LabourDeps) {
  const { db } = deps;

  function planOf(rows: CatalogueRows, update: BulkUpdate, currency: TCurrency) {
    const known = new Set(
      (update.target === 'rateSegment' ? rows.rateSegments : update.target === 'vehicleSegment' ? rows.vehicleSegments : rows.operations).map((row) => row.id),
    );
    if (update.ids.some((id) => !known.has(id))) throw new AppError(failureOf(update), { field: 'ids' });
    const plan = planBulkUpdate(
      {
        rateSegments: rows.rateSegments.map((segment) => ({ id: segment.id, rate: minor(segment.rateMinor) })),
        operations: rows.operations,
        cells: rows.cells.map((cell) => ({ ...cell, price: minor(cell.priceMinor) })),
      },
      update,
      currency,
    );
    return { plan, named: named(rows, plan) };
  }

  /** The plan with names, in minor units, as the history keeps it. */
  function named(rows: CatalogueRows, plan: TUpdatePlan): { rates: ChangedRate[]; prices: ChangedPrice[] } {
    const nameOf = (list: readonly { id: string; name: string }[], id: string) => list.find((row) => row.id === id)?.name ?? '';
    return {
      rates: plan.rates.map((rate) => ({
        rateSegmentId: rate.rateSegmentId,
        name: nameOf(rows.rateSegments, rate.rateSegmentId),
        beforeMinor: rate.before,
        afterMinor: rate.after,
      })),
      prices: plan.prices.map((price) => ({
        operationId: price.operationId,
        operationName: nameOf(rows.operations, price.operationId),
        vehicleSegmentId: price.vehicleSegmentId,
        vehicleSegmentName: nameOf(rows.vehicleSegments, price.vehicleSegmentId),
        beforeMinor: price.price,
        afterMinor: price.after,
      })),
    };
  }

  const shown = (changes: { rates: ChangedRate[]; prices: ChangedPrice[] }, currency: TCurrency) => ({
    rates: changes.rates.map(({ beforeMinor, afterMinor, ...rate }) => ({
      ...rate,
      before: majorOf(beforeMinor, currency),
      after: majorOf(afterMinor, currency),
    })),
    prices: changes.prices.map(({ beforeMinor, afterMinor, ...price }) => ({
      ...price,
      before: majorOf(beforeMinor, currency),
      after: majorOf(afterMinor, currency),
    })),
  });

  /** The workshop's catalogue row, made when missing, locked: bulk updates of one catalogue go one at a time. */
  async function lockCatalogue(scope: StaffScope, tx: Db) {
    await tx.insert(labourCatalogues).values({ workshopId: scope.workshopId, brandId: scope.brandId }).onConflictDoNothing();
    await tx.select().from(labourCatalogues).where(eq(labourCatalogues.workshopId, scope.workshopId)).for('update');
  }

  return {
    /** POST …/labour/updates/preview: what the update would change; nothing is written. */
    async preview(brand: Brand, scope: StaffScope, update: BulkUpdate): Promise<TBulkUpdatePreview> {
      const currency = currencyOf(brand);
      const { plan, named: changes } = planOf(await catalogueRows(scope, db), update, currency);
      return { currency, ...shown(changes, currency), problem: plan.problem ? failureOf(update) : null };
    },

    /** POST …/labour/updates: the update applied as previewed, in one transaction, and kept in the history. */
    async apply(brand: Brand, scope: StaffScope, update: BulkUpdate): Promise<TLabourChange> {
      const currency = currencyOf(brand);
      const row = await db.transaction(async (tx) => {
        await lockCatalogue(scope, tx);
        const { plan, named: changes } = planOf(await catalogueRows(scope, tx), update, currency);
        if (plan.problem || (plan.rates.length === 0 && plan.prices.length === 0)) throw new AppError(failureOf(update));
        for (const rate of plan.rates) await tx.update(labourRateSegments).set({ rateMinor: rate.after }).where(eq(labourRateSegments.id, rate.rateSegmentId));
        for (const price of plan.prices)
          await tx
            .update(labourOperationCells)
            .set({ priceMinor: price.after })
            .where(and(eq(labourOperationCells.operationId, price.operationId), eq(labourOperationCells.vehicleSegmentId, price.vehicleSegmentId)));
        const [kept] = await tx
          .insert(labourPriceChanges)
          .values({
            brandId: scope.brandId,
            workshopId: scope.workshopId,
            staffId: scope.staffId,
            at: deps.now(),
            target: update.target,
            basis: update.basis,
            valueMilli: Math.round(update.value * 1000),
            ...changes,
          })
          .returning();
        return kept!;
      });
      deps.pricesChanged();
      const names = await deps.staffNames(scope.brandId, [row.staffId]);
      return changeView(row, names, currency);
    },

    /** GET …/labour/updates: the history, newest first. */
    async history(brand: Brand, scope: StaffScope): Promise<TLabourChange[]> {
      const rows = await db
        .select()
        .from(labourPriceChanges)
        .where(and(eq(labourPriceChanges.brandId, scope.brandId), eq(labourPriceChanges.workshopId, scope.workshopId)))
        .orderBy(desc(labourPriceChanges.at), desc(labourPriceChanges.id))
        .limit(100);
      const names = await deps.staffNames(scope.brandId, [...new Set(rows.map((row) => row.staffId))]);
      return rows.map((row) => changeView(row, names, currencyOf(brand)));
    },
  };

  function changeView(row: typeof labourPriceChanges.$inferSelect, names: Map<string, string>, currency: TCurrency): TLabourChange {
    return {
      changeId: row.id,
      at: row.at.toISOString(),
      staffName: names.get(row.staffId) ?? '',
      target: row.target,
      basis: row.basis,
      value: row.valueMilli / 1000,
      currency,
      ...shown({ rates: row.rates, prices: row.prices }, currency),
    };
  }
}

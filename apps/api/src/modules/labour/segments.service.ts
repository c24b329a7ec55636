import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { labourPrice, minor, minorOf, type TLabourCatalogue, type ZRateSegmentBody, type ZVehicleSegmentBody } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { catalogueRows, currencyOf, ownRow, type LabourDeps, type StaffScope } from './labour-context';
import { labourOperationCells, labourOperations, labourRateSegments, labourVehicleSegments } from './labour.tables';

type Read = (brand: Brand, scope: StaffScope) => Promise<TLabourCatalogue>;
type VehicleSegmentFields = z.output<typeof ZVehicleSegmentBody>;
type RateSegmentFields = z.output<typeof ZRateSegmentBody>;

/**
 * The catalogue's vehicle segments and rate segments (issue 29 part 4). A rate saved prices again
 * every operation charged at it, in its transaction; a segment any operation uses is not removed.
 */
export type SegmentsService = ReturnType<typeof createSegmentsService>;

export function createSegmentsService(deps: LabourDeps, read: Read) {
  const { db } = deps;

  /** Every cell of the operations on a rate, priced again from its time at `rateMinor`. */
  async function repriceRate(rateSegmentId: string, rateMinor: number, tx: Db) {
    const operations = await tx.select({ id: labourOperations.id }).from(labourOperations).where(eq(labourOperations.rateSegmentId, rateSegmentId));
    if (operations.length === 0) return;
    const cells = await tx
      .select()
      .from(labourOperationCells)
      .where(
        inArray(
          labourOperationCells.operationId,
          operations.map((operation) => operation.id),
        ),
      );
    for (const cell of cells)
      await tx
        .update(labourOperationCells)
        .set({ priceMinor: labourPrice(cell.minutes, minor(rateMinor)) })
        .where(and(eq(labourOperationCells.operationId, cell.operationId), eq(labourOperationCells.vehicleSegmentId, cell.vehicleSegmentId)));
  }

  return {
    repriceRate,

    async addVehicleSegment(brand: Brand, scope: StaffScope, fields: VehicleSegmentFields) {
      await db.insert(labourVehicleSegments).values({ brandId: scope.brandId, workshopId: scope.workshopId, ...fields });
      // A new segment may be the narrowest for some vehicles: their published prices change with it.
      deps.pricesChanged();
      return read(brand, scope);
    },

    async changeVehicleSegment(brand: Brand, scope: StaffScope, vehicleSegmentId: string, fields: VehicleSegmentFields) {
      ownRow((await catalogueRows(scope, db)).vehicleSegments, vehicleSegmentId, 'vehicleSegmentId');
      await db.update(labourVehicleSegments).set(fields).where(eq(labourVehicleSegments.id, vehicleSegmentId));
      deps.pricesChanged();
      return read(brand, scope);
    },

    async removeVehicleSegment(brand: Brand, scope: StaffScope, vehicleSegmentId: string) {
      const rows = await catalogueRows(scope, db);
      ownRow(rows.vehicleSegments, vehicleSegmentId, 'vehicleSegmentId');
      if (rows.cells.some((cell) => cell.vehicleSegmentId === vehicleSegmentId)) throw new AppError('labour/in-use');
      await db.delete(labourVehicleSegments).where(eq(labourVehicleSegments.id, vehicleSegmentId));
      deps.pricesChanged();
      return read(brand, scope);
    },

    async addRateSegment(brand: Brand, scope: StaffScope, { name, rate }: RateSegmentFields) {
      await db.insert(labourRateSegments).values({ brandId: scope.brandId, workshopId: scope.workshopId, name, rateMinor: minorOf(rate, currencyOf(brand)) });
      return read(brand, scope);
    },

    /** The rate saved and every price on it set again, in one transaction: 'Problem in saving Labour Rate' when it cannot be. */
    async changeRateSegment(brand: Brand, scope: StaffScope, rateSegmentId: string, { name, rate }: RateSegmentFields) {
      const rateMinor = minorOf(rate, currencyOf(brand));
      if (rateMinor <= 0) throw new AppError('labour/rate-not-saved', { field: 'rate' });
      await db.transaction(async (tx) => {
        ownRow((await catalogueRows(scope, tx)).rateSegments, rateSegmentId, 'rateSegmentId');
        await tx.update(labourRateSegments).set({ name, rateMinor }).where(eq(labourRateSegments.id, rateSegmentId));
        await repriceRate(rateSegmentId, rateMinor, tx);
      });
      deps.pricesChanged();
      return read(brand, scope);
    },

    async removeRateSegment(brand: Brand, scope: StaffScope, rateSegmentId: string) {
      const rows = await catalogueRows(scope, db);
      ownRow(rows.rateSegments, rateSegmentId, 'rateSegmentId');
      if (rows.operations.some((operation) => operation.rateSegmentId === rateSegmentId)) throw new AppError('labour/in-use');
      await db.delete(labourRateSegments).where(eq(labourRateSegments.id, rateSegmentId));
      return read(brand, scope);
    },
  };
}

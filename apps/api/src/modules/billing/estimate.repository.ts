import { minor, partKeyOf, type TEstimateLineValues, type TLineApproval, type TStoredEstimateLine } from '@servicebay/domain';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobCardEstimates, jobCardLines, type JobCardLineRow, type NewJobCardLine } from './billing.tables';

const optionalMinor = (amount: number | null) => (amount === null ? null : minor(amount));

/** A row as the domain reads it. */
export const storedLineOf = (row: JobCardLineRow): TStoredEstimateLine => ({
  lineId: row.id,
  position: row.position,
  approval: row.approval,
  source: row.source,
  serviceId: row.serviceId,
  kind: row.kind,
  name: row.name,
  partNo: row.partNo,
  partType: row.partType,
  labourKind: row.labourKind,
  hsnSac: row.hsnSac,
  quantityMilli: row.quantityMilli,
  unitPrice: minor(row.unitPriceMinor),
  mrp: optionalMinor(row.mrpMinor),
  discount: minor(row.discountMinor),
  discountBasisPoints: row.discountBasisPoints,
  taxRateBasisPoints: row.taxRateBasisPoints,
  treatment: row.taxTreatment,
  materialType: row.materialType,
  insuranceTariff: row.insuranceTariff,
  depreciationBasisPoints: row.depreciationBasisPoints,
  salvage: optionalMinor(row.salvageMinor),
  insurancePayable: minor(row.insurancePayableMinor),
  insurancePayableBasisPoints: row.insurancePayableBasisPoints,
});

/** The columns of a line's values (what the desk entered), its part key with them. */
export const columnsOf = (values: TEstimateLineValues) => ({
  kind: values.kind,
  name: values.name,
  partNo: values.partNo,
  partKey: partKeyOf(values),
  partType: values.partType,
  labourKind: values.labourKind,
  hsnSac: values.hsnSac,
  quantityMilli: values.quantityMilli,
  unitPriceMinor: values.unitPrice,
  mrpMinor: values.mrp,
  discountMinor: values.discount,
  discountBasisPoints: values.discountBasisPoints,
  taxRateBasisPoints: values.taxRateBasisPoints,
  taxTreatment: values.treatment,
  materialType: values.materialType,
  insuranceTariff: values.insuranceTariff,
  depreciationBasisPoints: values.depreciationBasisPoints,
  salvageMinor: values.salvage,
  insurancePayableMinor: values.insurancePayable,
  insurancePayableBasisPoints: values.insurancePayableBasisPoints,
});

/** A part this workshop has put on a job card before, as the line search offers it again. */
export type PartUsed = Pick<JobCardLineRow, 'name' | 'partNo' | 'partType' | 'hsnSac' | 'unitPriceMinor' | 'mrpMinor' | 'taxRateBasisPoints' | 'materialType'>;

export type EstimateRepository = ReturnType<typeof createEstimateRepository>;

/** A job card's part and labour lines. Every read names the card, which the caller found in its workshop. */
export function createEstimateRepository(db: Db) {
  const ofCard = (jobCardId: string, lineId: string) => and(eq(jobCardLines.jobCardId, jobCardId), eq(jobCardLines.id, lineId));
  return {
    /** Makes the card's estimate once: true for the caller that made it (and so gives it its first lines). */
    begin: async (card: { id: string; brandId: string; workshopId: string }, tx: Db): Promise<boolean> =>
      (
        await tx
          .insert(jobCardEstimates)
          .values({ jobCardId: card.id, brandId: card.brandId, workshopId: card.workshopId })
          .onConflictDoNothing()
          .returning({ id: jobCardEstimates.jobCardId })
      ).length === 1,

    hasBegun: async (jobCardId: string, tx: Db = db): Promise<boolean> =>
      (await tx.select({ id: jobCardEstimates.jobCardId }).from(jobCardEstimates).where(eq(jobCardEstimates.jobCardId, jobCardId)).limit(1)).length === 1,

    lines: async (jobCardId: string, tx: Db = db): Promise<TStoredEstimateLine[]> =>
      (await tx.select().from(jobCardLines).where(eq(jobCardLines.jobCardId, jobCardId)).orderBy(asc(jobCardLines.position))).map(storedLineOf),

    /** A line of a card of the workshop, by its id alone (stock orders and issues name lines): its card with it. */
    lineInWorkshop: async (
      scope: { brandId: string; workshopId: string },
      lineId: string,
      tx: Db = db,
    ): Promise<(TStoredEstimateLine & { jobCardId: string }) | null> => {
      const [row] = await tx
        .select()
        .from(jobCardLines)
        .where(and(eq(jobCardLines.brandId, scope.brandId), eq(jobCardLines.workshopId, scope.workshopId), eq(jobCardLines.id, lineId)));
      return row ? { ...storedLineOf(row), jobCardId: row.jobCardId } : null;
    },

    count: async (jobCardId: string, tx: Db): Promise<number> =>
      (
        await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(jobCardLines)
          .where(eq(jobCardLines.jobCardId, jobCardId))
      )[0]?.count ?? 0,

    /** The next line's place at the end of the card; the caller holds the card's lock. */
    async nextPosition(jobCardId: string, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number>`coalesce(max(${jobCardLines.position}), 0)::int` })
        .from(jobCardLines)
        .where(eq(jobCardLines.jobCardId, jobCardId));
      return (row?.last ?? 0) + 1;
    },

    insert: async (lines: NewJobCardLine[], tx: Db): Promise<void> => {
      if (lines.length > 0) await tx.insert(jobCardLines).values(lines);
    },

    /** A line's new values; its approval goes back to pending when the customer has a new line to answer. */
    update: async (jobCardId: string, lineId: string, values: TEstimateLineValues, approval: TLineApproval, tx: Db): Promise<boolean> =>
      (
        await tx
          .update(jobCardLines)
          .set({ ...columnsOf(values), approval })
          .where(ofCard(jobCardId, lineId))
          .returning({ id: jobCardLines.id })
      ).length === 1,

    remove: async (jobCardId: string, lineId: string, tx: Db): Promise<boolean> =>
      (await tx.delete(jobCardLines).where(ofCard(jobCardId, lineId)).returning({ id: jobCardLines.id })).length === 1,

    /** The parts used at the workshop whose name or number has `search` in it, each part once, its latest price. */
    async partsUsed(brandId: string, workshopId: string, search: string, limit: number): Promise<PartUsed[]> {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return db
        .selectDistinctOn([jobCardLines.partKey], {
          name: jobCardLines.name,
          partNo: jobCardLines.partNo,
          partType: jobCardLines.partType,
          hsnSac: jobCardLines.hsnSac,
          unitPriceMinor: jobCardLines.unitPriceMinor,
          mrpMinor: jobCardLines.mrpMinor,
          taxRateBasisPoints: jobCardLines.taxRateBasisPoints,
          materialType: jobCardLines.materialType,
        })
        .from(jobCardLines)
        .where(
          and(
            eq(jobCardLines.brandId, brandId),
            eq(jobCardLines.workshopId, workshopId),
            eq(jobCardLines.kind, 'part'),
            or(ilike(jobCardLines.name, pattern), ilike(jobCardLines.partNo, pattern)),
          ),
        )
        .orderBy(jobCardLines.partKey, desc(jobCardLines.createdAt))
        .limit(limit);
    },
  };
}

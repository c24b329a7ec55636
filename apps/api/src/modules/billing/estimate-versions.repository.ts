import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estimateAdvanceOrders, estimateVersions, jobCardEstimates, jobCardLines } from './billing.tables';

export type EstimateVersionRow = typeof estimateVersions.$inferSelect;
export type NewEstimateVersion = typeof estimateVersions.$inferInsert;
export type AdvanceOrderRow = typeof estimateAdvanceOrders.$inferSelect;
export type EstimateVersionsRepository = ReturnType<typeof createEstimateVersionsRepository>;

/** The versions of a card's estimate as sent, and the revision counter of its lines. */
export function createEstimateVersionsRepository(db: Db) {
  return {
    /** One more change of the lines (the caller holds the card's lock). */
    bumpRevision: (jobCardId: string, tx: Db) =>
      tx
        .update(jobCardEstimates)
        .set({ revision: sql`${jobCardEstimates.revision} + 1` })
        .where(eq(jobCardEstimates.jobCardId, jobCardId)),

    revisionOf: async (jobCardId: string, tx: Db = db): Promise<number> =>
      (await tx.select({ revision: jobCardEstimates.revision }).from(jobCardEstimates).where(eq(jobCardEstimates.jobCardId, jobCardId)))[0]?.revision ?? 0,

    latest: async (jobCardId: string, tx: Db = db): Promise<EstimateVersionRow | null> =>
      (await tx.select().from(estimateVersions).where(eq(estimateVersions.jobCardId, jobCardId)).orderBy(desc(estimateVersions.version)).limit(1))[0] ?? null,

    list: (jobCardId: string, tx: Db = db): Promise<EstimateVersionRow[]> =>
      tx.select().from(estimateVersions).where(eq(estimateVersions.jobCardId, jobCardId)).orderBy(desc(estimateVersions.version)),

    insert: async (version: NewEstimateVersion, tx: Db): Promise<EstimateVersionRow> => (await tx.insert(estimateVersions).values(version).returning())[0]!,

    /** The version's one answer: false when it was answered first by someone else. */
    answer: async (
      versionId: string,
      answer: Pick<NewEstimateVersion, 'answeredAt' | 'answeredVia' | 'answeredByStaffId' | 'answeredFrom' | 'answerNote' | 'answers'>,
      tx: Db,
    ): Promise<boolean> =>
      (
        await tx
          .update(estimateVersions)
          .set(answer)
          .where(and(eq(estimateVersions.id, versionId), isNull(estimateVersions.answeredAt)))
          .returning({ id: estimateVersions.id })
      ).length === 1,

    /** The answer an advance's order carries, kept (or, for an order made again, replaced) until the order is paid. */
    keepAdvanceAnswer: (row: typeof estimateAdvanceOrders.$inferInsert) =>
      db
        .insert(estimateAdvanceOrders)
        .values(row)
        .onConflictDoUpdate({
          target: estimateAdvanceOrders.gatewayOrderId,
          set: { versionId: row.versionId, answers: row.answers, answeredFrom: row.answeredFrom },
        }),

    advanceAnswerOf: async (gatewayOrderId: string, tx: Db): Promise<AdvanceOrderRow | null> =>
      (await tx.select().from(estimateAdvanceOrders).where(eq(estimateAdvanceOrders.gatewayOrderId, gatewayOrderId)))[0] ?? null,

    /** Each answered line of the card takes its answer. */
    async setApprovals(jobCardId: string, answers: Record<string, 'approved' | 'declined'>, tx: Db): Promise<void> {
      for (const approval of ['approved', 'declined'] as const) {
        const lineIds = Object.entries(answers)
          .filter(([, answer]) => answer === approval)
          .map(([lineId]) => lineId);
        if (lineIds.length > 0)
          await tx
            .update(jobCardLines)
            .set({ approval })
            .where(and(eq(jobCardLines.jobCardId, jobCardId), inArray(jobCardLines.id, lineIds)));
      }
    },
  };
}

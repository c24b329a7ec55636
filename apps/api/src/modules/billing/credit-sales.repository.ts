import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditSales, type CreditSaleRow } from './billing.tables';

type CustomerAt = { brandId: string; workshopId: string; userId: string };

/** The balances vehicles left with on their customers' credit, and what of each is still open. */
export function createCreditSalesRepository() {
  return {
    /** The due day of the customer's oldest sale on credit still open at this workshop, if any. */
    oldestOpenDueOn: async ({ brandId, workshopId, userId }: CustomerAt, tx: Db): Promise<string | null> =>
      (
        await tx
          .select({ dueOn: creditSales.dueOn })
          .from(creditSales)
          .where(
            and(eq(creditSales.brandId, brandId), eq(creditSales.workshopId, workshopId), eq(creditSales.userId, userId), gt(creditSales.outstandingMinor, 0)),
          )
          .orderBy(asc(creditSales.dueOn))
          .limit(1)
      )[0]?.dueOn ?? null,

    insert: async (sale: typeof creditSales.$inferInsert, tx: Db): Promise<void> => void (await tx.insert(creditSales).values(sale)),

    /** Settles up to `amountMinor` of the card's open credit; answers how much it settled (0 when the card left paid). */
    async settle(jobCardId: string, amountMinor: number, tx: Db): Promise<{ settledMinor: number; sale: CreditSaleRow | null }> {
      const [sale] = await tx.select().from(creditSales).where(eq(creditSales.jobCardId, jobCardId)).for('update');
      if (!sale || sale.outstandingMinor === 0) return { settledMinor: 0, sale: sale ?? null };
      const settledMinor = Math.min(amountMinor, sale.outstandingMinor);
      await tx
        .update(creditSales)
        .set({ outstandingMinor: sql`${creditSales.outstandingMinor} - ${settledMinor}` })
        .where(eq(creditSales.id, sale.id));
      return { settledMinor, sale };
    },
  };
}

export type CreditSalesRepository = ReturnType<typeof createCreditSalesRepository>;

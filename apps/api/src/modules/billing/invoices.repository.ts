import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardPayments, documentSeries, invoices } from './billing.tables';

export type CardPaymentRow = typeof cardPayments.$inferSelect;

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;

/** A workshop's invoices, the payments taken against them, and its document series. */
export function createInvoicesRepository(db: Db) {
  return {
    /**
     * The series' next serial, taken in `tx`: the counter row is created or advanced and stays locked
     * until the document's transaction ends, so a rolled-back document gives its number back and two
     * documents never share one (ARCHITECTURE.md section 10).
     */
    async nextSerial(workshopId: string, kind: string, financialYear: string, tx: Db): Promise<number> {
      const [row] = await tx
        .insert(documentSeries)
        .values({ workshopId, kind, financialYear, lastNo: 1 })
        .onConflictDoUpdate({
          target: [documentSeries.workshopId, documentSeries.kind, documentSeries.financialYear],
          set: { lastNo: sql`${documentSeries.lastNo} + 1` },
        })
        .returning({ lastNo: documentSeries.lastNo });
      return row!.lastNo;
    },

    /**
     * The labour lines billed on the workshop's tax invoices of the days `from` to `to`, as issued:
     * labour is sold by the hour, so a line's quantity is its hours (the efficiency report).
     */
    async billedLabour(workshopId: string, from: string, to: string): Promise<{ lineId: string; date: string; hours: number }[]> {
      const rows = await db
        .select({ day: invoices.day, document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.workshopId, workshopId), eq(invoices.kind, 'tax'), gte(invoices.day, from), lte(invoices.day, to)));
      return rows.flatMap(({ day, document }) =>
        document.lines.filter((line) => line.kind === 'labour').map((line) => ({ lineId: line.lineId, date: day, hours: line.quantity })),
      );
    },

    insert: async (invoice: NewInvoice, tx: Db): Promise<InvoiceRow> => (await tx.insert(invoices).values(invoice).returning())[0]!,

    taxInvoiceOf: async (jobCardId: string, tx: Db = db): Promise<InvoiceRow | null> =>
      (
        await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.jobCardId, jobCardId), eq(invoices.kind, 'tax')))
      )[0] ?? null,

    ofCard: (jobCardId: string): Promise<InvoiceRow[]> =>
      db.select().from(invoices).where(eq(invoices.jobCardId, jobCardId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)),

    byId: async (scope: { brandId: string; workshopId: string }, invoiceId: string): Promise<InvoiceRow | null> =>
      (
        await db
          .select()
          .from(invoices)
          .where(and(eq(invoices.brandId, scope.brandId), eq(invoices.workshopId, scope.workshopId), eq(invoices.id, invoiceId)))
      )[0] ?? null,

    /** An invoice of the brand's, whichever workshop issued it (a signed link names it; the link is bound to the brand). */
    inBrand: async (brandId: string, invoiceId: string): Promise<InvoiceRow | null> =>
      (
        await db
          .select()
          .from(invoices)
          .where(and(eq(invoices.brandId, brandId), eq(invoices.id, invoiceId)))
      )[0] ?? null,

    paymentsOf: (jobCardId: string, tx: Db = db): Promise<CardPaymentRow[]> =>
      tx.select().from(cardPayments).where(eq(cardPayments.jobCardId, jobCardId)).orderBy(asc(cardPayments.createdAt)),

    /** A payment taken at the desk of the workshop, for its receipt. */
    paymentById: async (scope: { brandId: string; workshopId: string }, paymentId: string): Promise<CardPaymentRow | null> =>
      (
        await db
          .select()
          .from(cardPayments)
          .where(and(eq(cardPayments.brandId, scope.brandId), eq(cardPayments.workshopId, scope.workshopId), eq(cardPayments.id, paymentId)))
      )[0] ?? null,

    insertPayment: async (payment: typeof cardPayments.$inferInsert, tx: Db): Promise<void> => void (await tx.insert(cardPayments).values(payment)),
  };
}

import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workshopCustomers, type WorkshopCustomerRow } from './customers.tables';

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
export type NewWorkshopCustomer = typeof workshopCustomers.$inferInsert;
export type WorkshopScope = { brandId: string; workshopId: string };

const ofWorkshop = ({ brandId, workshopId }: WorkshopScope) => and(eq(workshopCustomers.brandId, brandId), eq(workshopCustomers.workshopId, workshopId));

/** A workshop's customers: every query is of the one workshop, in its brand. */
export function createCustomersRepository(db: Db) {
  return {
    byId: async (scope: WorkshopScope, customerId: string, tx: Db = db): Promise<WorkshopCustomerRow | null> =>
      (
        await tx
          .select()
          .from(workshopCustomers)
          .where(and(ofWorkshop(scope), eq(workshopCustomers.userId, customerId)))
      )[0] ?? null,

    /** Adds the person to the workshop's customers, or leaves the record there as it is; answers it either way. */
    async upsert(values: NewWorkshopCustomer, tx: Db): Promise<{ row: WorkshopCustomerRow; isNew: boolean }> {
      const [inserted] = await tx.insert(workshopCustomers).values(values).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, isNew: true };
      return { row: (await this.byId(values, values.userId, tx))!, isNew: false };
    },

    /** The customer's credit terms and what they use of them, the row locked: two sales on credit at once are weighed one after the other. */
    lockedCredit: async (scope: WorkshopScope, userId: string, tx: Db) =>
      (
        await tx
          .select({ limitMinor: workshopCustomers.creditLimitMinor, days: workshopCustomers.creditDays, usedMinor: workshopCustomers.usedCreditMinor })
          .from(workshopCustomers)
          .where(and(ofWorkshop(scope), eq(workshopCustomers.userId, userId)))
          .for('update')
      )[0] ?? null,

    /** Used credit up by a sale on credit, down by a payment of one (never below nothing). */
    addUsedCredit: async (scope: WorkshopScope, userId: string, deltaMinor: number, tx: Db): Promise<void> =>
      void (await tx
        .update(workshopCustomers)
        .set({ usedCreditMinor: sql`greatest(0, ${workshopCustomers.usedCreditMinor} + ${deltaMinor})` })
        .where(and(ofWorkshop(scope), eq(workshopCustomers.userId, userId)))),

    update: async (scope: WorkshopScope, customerId: string, change: Partial<NewWorkshopCustomer>, tx: Db = db): Promise<WorkshopCustomerRow | null> =>
      (
        await tx
          .update(workshopCustomers)
          .set(change)
          .where(and(ofWorkshop(scope), eq(workshopCustomers.userId, customerId)))
          .returning()
      )[0] ?? null,

    /**
     * One page of the workshop's customers, newest first: matching a name (its start or a word of
     * it), a mobile number (E.164), or the people whose vehicle plate matched (`ownersOfPlate`).
     */
    async search(scope: WorkshopScope, query: { name?: string; mobile?: string; userIds?: string[]; limit: number; offset: number }) {
      const matches: SQL[] = [];
      if (query.name) {
        const text = query.name.toLowerCase().replace(/[%_\\]/g, '');
        matches.push(or(like(sql`lower(${workshopCustomers.name})`, `${text}%`), like(sql`lower(${workshopCustomers.name})`, `% ${text}%`))!);
      }
      if (query.mobile) matches.push(eq(workshopCustomers.mobileNumber, query.mobile));
      if (query.userIds?.length) matches.push(inArray(workshopCustomers.userId, query.userIds));
      const where = and(ofWorkshop(scope), matches.length > 0 ? or(...matches) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(workshopCustomers).where(where).orderBy(desc(workshopCustomers.createdAt)).limit(query.limit).offset(query.offset),
        db.select({ total: count() }).from(workshopCustomers).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

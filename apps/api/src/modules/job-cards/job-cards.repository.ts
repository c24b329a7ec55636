import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_JOB_CARD_STATUSES, type TJobBoardQuery, type TJobCardStatus } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { boardSearchOf } from './job-board-search';
import { jobCardNumbers, jobCards, jobCardSteps, jobCardTechnicians, type JobCardRow } from './job-cards.tables';

export type JobCardsRepository = ReturnType<typeof createJobCardsRepository>;
export type NewJobCard = typeof jobCards.$inferInsert;
export type JobCardChange = Partial<Omit<NewJobCard, 'id' | 'brandId' | 'workshopId' | 'jobCardNo' | 'createdAt'>>;
export type WorkshopScope = { brandId: string; workshopId: string };

const ofWorkshop = ({ brandId, workshopId }: WorkshopScope) => and(eq(jobCards.brandId, brandId), eq(jobCards.workshopId, workshopId));

/**
 * What a board row shows (TJobCardSummary): a third of a card's columns and none of its JSON ones
 * (checklists, tyre pressures, concerns…), which the board's reads would otherwise fetch and parse
 * 25 times a page (bench/README.md, rows the database bounds).
 */
const SUMMARY_COLUMNS = {
  id: jobCards.id,
  jobCardNo: jobCards.jobCardNo,
  vehicleId: jobCards.vehicleId,
  status: jobCards.status,
  serviceType: jobCards.serviceType,
  bookingCode: jobCards.bookingCode,
  customerName: jobCards.customerName,
  mobileNumber: jobCards.mobileNumber,
  vehicleNumber: jobCards.vehicleNumber,
  vehicleLabel: jobCards.vehicleLabel,
  advisorId: jobCards.advisorId,
  inAt: jobCards.inAt,
  estimatedDeliveryAt: jobCards.estimatedDeliveryAt,
  createdAt: jobCards.createdAt,
};
export type JobCardSummaryRow = Pick<JobCardRow, keyof typeof SUMMARY_COLUMNS>;

const SORTS = {
  newest: [desc(jobCards.createdAt), desc(jobCards.id)],
  oldest: [asc(jobCards.createdAt), asc(jobCards.id)],
  delivery: [sql`${jobCards.estimatedDeliveryAt} asc nulls last`, desc(jobCards.createdAt)],
} as const;

/** A workshop's job cards: every query is of the one workshop, in its brand. */
export function createJobCardsRepository(db: Db) {
  return {
    /** The workshop's next job card number, taken under its counter row's lock: two at once get two. */
    async nextNumber(workshopId: string, tx: Db): Promise<number> {
      const [row] = await tx
        .insert(jobCardNumbers)
        .values({ workshopId, lastNo: 1 })
        .onConflictDoUpdate({ target: jobCardNumbers.workshopId, set: { lastNo: sql`${jobCardNumbers.lastNo} + 1` } })
        .returning({ lastNo: jobCardNumbers.lastNo });
      return row!.lastNo;
    },

    insert: async (values: NewJobCard, tx: Db): Promise<JobCardRow> => (await tx.insert(jobCards).values(values).returning())[0]!,

    addStep: (step: { jobCardId: string; status: TJobCardStatus; staffId: string | null; remarks: string | null; at: Date }, tx: Db) =>
      tx.insert(jobCardSteps).values(step),

    byId: async (scope: WorkshopScope, jobCardId: string, tx: Db = db): Promise<JobCardRow | null> =>
      (
        await tx
          .select()
          .from(jobCards)
          .where(and(ofWorkshop(scope), eq(jobCards.id, jobCardId)))
      )[0] ?? null,

    /** One of the workshop's job cards, locked until `tx` ends: two moves of one card go one at a time. */
    lockedById: async (scope: WorkshopScope, jobCardId: string, tx: Db): Promise<JobCardRow | null> =>
      (
        await tx
          .select()
          .from(jobCards)
          .where(and(ofWorkshop(scope), eq(jobCards.id, jobCardId)))
          .for('update')
      )[0] ?? null,

    /** A card of the brand by its id, whatever its workshop: a signed link names it (the link is the caller's right to it). */
    inBrand: async (brandId: string, jobCardId: string): Promise<JobCardRow | null> =>
      (
        await db
          .select()
          .from(jobCards)
          .where(and(eq(jobCards.brandId, brandId), eq(jobCards.id, jobCardId)))
      )[0] ?? null,

    /** The job card opened from a customer's booking, read; null when none was. */
    ofBooking: async (brandId: string, bookingId: string): Promise<JobCardRow | null> =>
      (
        await db
          .select()
          .from(jobCards)
          .where(and(eq(jobCards.brandId, brandId), eq(jobCards.bookingId, bookingId)))
      )[0] ?? null,

    /** The job cards opened from these bookings (a booking opens one at most). */
    ofBookings: (brandId: string, bookingIds: string[]): Promise<JobCardRow[]> =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(jobCards)
            .where(and(eq(jobCards.brandId, brandId), inArray(jobCards.bookingId, bookingIds))),

    /** The job card opened from a booking, locked; null when none was. */
    lockedByBooking: async (brandId: string, bookingId: string, tx: Db): Promise<JobCardRow | null> =>
      (
        await tx
          .select()
          .from(jobCards)
          .where(and(eq(jobCards.brandId, brandId), eq(jobCards.bookingId, bookingId)))
          .for('update')
      )[0] ?? null,

    update: async (jobCardId: string, change: JobCardChange, tx: Db): Promise<JobCardRow> =>
      (await tx.update(jobCards).set(change).where(eq(jobCards.id, jobCardId)).returning())[0]!,

    steps: (jobCardId: string) => db.select().from(jobCardSteps).where(eq(jobCardSteps.jobCardId, jobCardId)).orderBy(asc(jobCardSteps.id)),

    technicianIds: async (jobCardId: string): Promise<string[]> =>
      (await db.select({ staffId: jobCardTechnicians.staffId }).from(jobCardTechnicians).where(eq(jobCardTechnicians.jobCardId, jobCardId))).map(
        (row) => row.staffId,
      ),

    /**
     * The workshop's open cards a technician works on: assigned to their staff account, or among
     * `alsoCardIds` (cards with a labour line given to them), oldest first.
     */
    openOfTechnician: async (scope: WorkshopScope, staffId: string | null, alsoCardIds: readonly string[]): Promise<JobCardRow[]> => {
      const assigned = staffId
        ? inArray(jobCards.id, db.select({ id: jobCardTechnicians.jobCardId }).from(jobCardTechnicians).where(eq(jobCardTechnicians.staffId, staffId)))
        : undefined;
      const named = alsoCardIds.length > 0 ? inArray(jobCards.id, [...alsoCardIds]) : undefined;
      if (!assigned && !named) return [];
      return db
        .select()
        .from(jobCards)
        .where(and(ofWorkshop(scope), or(assigned, named), notInArray(jobCards.status, [...CLOSED_JOB_CARD_STATUSES])))
        .orderBy(asc(jobCards.createdAt));
    },

    setTechnicians: async (jobCardId: string, staffIds: readonly string[], tx: Db) => {
      await tx.delete(jobCardTechnicians).where(eq(jobCardTechnicians.jobCardId, jobCardId));
      if (staffIds.length > 0) await tx.insert(jobCardTechnicians).values(staffIds.map((staffId) => ({ jobCardId, staffId })));
    },

    /** The job board: one page of the workshop's cards as filtered and sorted, the number that match, and how many are in each status. */
    async board(scope: WorkshopScope, query: TJobBoardQuery, where: { timeZone: string; countryCode: string }) {
      const { timeZone, countryCode } = where;
      const filters: (SQL | undefined)[] = [ofWorkshop(scope)];
      if (query.advisorId) filters.push(eq(jobCards.advisorId, query.advisorId));
      // Days are the workshop's: a card opened at 23:30 in Kolkata belongs to that day there.
      if (query.from) filters.push(gte(jobCards.createdAt, sql`(${query.from}::date::timestamp at time zone ${timeZone})`));
      if (query.to) filters.push(lt(jobCards.createdAt, sql`((${query.to}::date + 1)::timestamp at time zone ${timeZone})`));
      const search = query.q ? boardSearchOf(query.q, countryCode) : null;
      if (search) filters.push(search.where);
      if (query.customerId) filters.push(eq(jobCards.customerId, query.customerId));
      const matching = and(...filters);
      const withStatus = query.status ? and(matching, eq(jobCards.status, query.status)) : matching;
      const [items, counts] = await Promise.all([
        db
          .select(SUMMARY_COLUMNS)
          .from(jobCards)
          .where(withStatus)
          // What the search finds best comes first (the card of that number), then the board's order.
          .orderBy(...(search?.rank ? [search.rank] : []), ...SORTS[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ status: jobCards.status, count: count() }).from(jobCards).where(matching).groupBy(jobCards.status),
      ]);
      const countsByStatus = Object.fromEntries(counts.map((row) => [row.status, row.count]));
      // The matching total is the status counts' (one scan less than counting again).
      const total = query.status ? (countsByStatus[query.status] ?? 0) : counts.reduce((sum, row) => sum + row.count, 0);
      return { items, total, countsByStatus };
    },

    /** The latest odometer a card of this vehicle other than `exceptCardId` took: out if read, else in. */
    async lastReading(brandId: string, vehicleId: string, exceptCardId: string): Promise<number | null> {
      const [latest] = await db
        .select({ odometerIn: jobCards.odometerIn, odometerOut: jobCards.odometerOut })
        .from(jobCards)
        .where(and(eq(jobCards.brandId, brandId), eq(jobCards.vehicleId, vehicleId), ne(jobCards.id, exceptCardId), isNotNull(jobCards.odometerIn)))
        .orderBy(desc(jobCards.createdAt))
        .limit(1);
      return latest ? (latest.odometerOut ?? latest.odometerIn) : null;
    },
  };
}

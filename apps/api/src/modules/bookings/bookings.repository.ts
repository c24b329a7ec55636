import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { bookingEvents, bookingItems, bookings } from './bookings.tables';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type NewBookingItem = Omit<typeof bookingItems.$inferInsert, 'bookingId'>;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

const ofCustomer = ({ brandId, userId }: CustomerScope) => and(eq(bookings.brandId, brandId), eq(bookings.userId, userId));

/** A customer's bookings: every read is of their own, in their brand. */
export function createBookingsRepository(db: Db) {
  return {
    /**
     * Writes the booking unless this customer's retry key already made one: then nothing is
     * written and null comes back. Two requests with one key at once: the second waits on the
     * unique key until the first commits, and then writes nothing.
     */
    async insertOnce(values: NewBooking, tx: Db): Promise<BookingRow | null> {
      const inserted = await tx
        .insert(bookings)
        .values(values)
        .onConflictDoNothing({ target: [bookings.userId, bookings.idempotencyKey] })
        .returning();
      return inserted[0] ?? null;
    },

    async insertParts(bookingId: string, items: readonly NewBookingItem[], events: readonly Omit<typeof bookingEvents.$inferInsert, 'bookingId'>[], tx: Db) {
      await tx.insert(bookingItems).values(items.map((item) => ({ ...item, bookingId })));
      await tx.insert(bookingEvents).values(events.map((event) => ({ ...event, bookingId })));
    },

    byRetryKey: async (owner: CustomerScope, key: string): Promise<BookingRow | null> =>
      (
        await db
          .select()
          .from(bookings)
          .where(and(ofCustomer(owner), eq(bookings.idempotencyKey, key)))
      )[0] ?? null,

    byId: async (owner: CustomerScope, bookingId: string, tx: Db = db): Promise<BookingRow | null> =>
      (
        await tx
          .select()
          .from(bookings)
          .where(and(ofCustomer(owner), eq(bookings.id, bookingId)))
      )[0] ?? null,

    /** One of the customer's bookings, its row locked until `tx` ends: a change waits for another. */
    lockedById: async (owner: CustomerScope, bookingId: string, tx: Db): Promise<BookingRow | null> =>
      (
        await tx
          .select()
          .from(bookings)
          .where(and(ofCustomer(owner), eq(bookings.id, bookingId)))
          .for('update')
      )[0] ?? null,

    /** Newest first; a customer's bookings are tens, not thousands, and the list is bounded anyway. */
    list: (owner: CustomerScope, limit: number) => db.select().from(bookings).where(ofCustomer(owner)).orderBy(desc(bookings.createdAt)).limit(limit),

    /** The services of the bookings named, in their order: one query for a whole list. */
    itemsOf: (bookingIds: string[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db.select().from(bookingItems).where(inArray(bookingItems.bookingId, bookingIds)).orderBy(asc(bookingItems.position)),
    /** The timelines of the bookings named, in their order. */
    eventsOf: (bookingIds: string[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, bookingIds)).orderBy(asc(bookingEvents.position)),
  };
}

import { and, asc, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BookingRow } from './bookings.repository';
import { bookingEvents, bookingItems, bookings } from './bookings.tables';

/** The hidden event a workshop's acceptance marks done (ARCHITECTURE.md section 7). */
const CONFIRMED_EVENT = 'Confirmed';

export type InboxRow = BookingRow & { services: string[] };
export type WorkshopBookings = ReturnType<typeof createWorkshopBookings>;

/**
 * A workshop's side of its customers' bookings (workshop spec section 2; issue 11's bookings
 * inbox): what waits for acceptance, and a booking to open a job card from. Every read is of the
 * one workshop, in its brand.
 */
export function createWorkshopBookings(db: Db) {
  const ofWorkshop = (brandId: string, workshopId: string) => and(eq(bookings.brandId, brandId), eq(bookings.workshopId, workshopId));
  const notConfirmed = exists(
    db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookings.id), eq(bookingEvents.name, CONFIRMED_EVENT), isNull(bookingEvents.doneAt))),
  );

  return {
    /** The workshop's bookings in progress it has not accepted yet, soonest slot first. */
    async inbox(brandId: string, workshopId: string): Promise<InboxRow[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(and(ofWorkshop(brandId, workshopId), eq(bookings.status, 'InProgress'), notConfirmed))
        .orderBy(asc(bookings.startAt), asc(bookings.createdAt))
        .limit(200);
      const items =
        rows.length === 0
          ? []
          : await db
              .select({ bookingId: bookingItems.bookingId, name: bookingItems.displayName })
              .from(bookingItems)
              .where(
                inArray(
                  bookingItems.bookingId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(bookingItems.position));
      return rows.map((row) => ({ ...row, services: items.filter((item) => item.bookingId === row.id).map((item) => item.name) }));
    },

    /** One of the workshop's bookings; null for anyone else's. */
    forWorkshop: async (brandId: string, workshopId: string, bookingId: string): Promise<BookingRow | null> =>
      (
        await db
          .select()
          .from(bookings)
          .where(and(ofWorkshop(brandId, workshopId), eq(bookings.id, bookingId)))
      )[0] ?? null,

    /** One of the workshop's bookings, its row locked until `tx` ends; null for anyone else's. */
    lockedForWorkshop: async (brandId: string, workshopId: string, bookingId: string, tx: Db): Promise<BookingRow | null> =>
      (
        await tx
          .select()
          .from(bookings)
          .where(and(ofWorkshop(brandId, workshopId), eq(bookings.id, bookingId)))
          .for('update')
      )[0] ?? null,

    /** Whether the workshop has accepted the booking already. */
    isConfirmed: async (bookingId: string, tx: Db): Promise<boolean> =>
      (
        await tx
          .select({ doneAt: bookingEvents.doneAt })
          .from(bookingEvents)
          .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.name, CONFIRMED_EVENT)))
      )[0]?.doneAt != null,
  };
}

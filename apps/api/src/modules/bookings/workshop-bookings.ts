import { minor, type Minor, type Money, type TBookingLocation, type TBookingState, type TCurrency } from '@servicebay/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { BookingLife } from './booking-life';
import type { BookingRow } from './bookings.repository';
import { bookingItems, bookings } from './bookings.tables';

/** A booking as its workshop reads it (the inbox, a job card's places and slot): a view, not the row. */
export type WorkshopBooking = {
  bookingId: string;
  bookingCode: string;
  state: TBookingState;
  customerId: string;
  vehicleId: string;
  customerName: string;
  mobileNumber: string | null;
  vehicleNumber: string | null;
  isPickupRequired: boolean;
  pickupLocation: TBookingLocation | null;
  dropoffLocation: TBookingLocation | null;
  slot: { date: string; startTime: string; endTime: string } | null;
  notes: string | null;
  /** What the customer is to pay, as booked: the estimate less its discount. */
  payable: Money;
  createdAt: Date;
};
export type InboxBooking = WorkshopBooking & { services: string[] };
/** A service as the customer booked it: its price and its add-ons' sum, with tax, in minor units. */
export type BookedService = { serviceId: string; displayName: string; priceMinor: Minor; addOnsMinor: Minor; addOnsSelected: string[] };
export type WorkshopBookings = ReturnType<typeof createWorkshopBookings>;

const workshopView = (row: BookingRow): WorkshopBooking => ({
  bookingId: row.id,
  bookingCode: row.bookingCode,
  state: row.state,
  customerId: row.userId,
  vehicleId: row.userVehicleId,
  customerName: row.customerName,
  mobileNumber: row.mobileNumber,
  vehicleNumber: row.vehicleNumber,
  isPickupRequired: row.isPickupRequired,
  pickupLocation: row.pickupDropoff?.pickupLocation ?? null,
  dropoffLocation: row.pickupDropoff?.dropoffLocation ?? null,
  slot: row.slotDate && row.slotStart && row.slotEnd ? { date: row.slotDate, startTime: row.slotStart, endTime: row.slotEnd } : null,
  notes: row.notes,
  payable: { amount: minor(row.totalEstimatedMinor - row.discountMinor), currency: (row.currency ?? 'INR') as TCurrency },
  createdAt: row.createdAt,
});

/**
 * A workshop's side of its customers' bookings (workshop spec section 2; issue 11's bookings
 * inbox): what waits for acceptance, a booking to open a job card from, and its rejection. Every
 * read is of the one workshop, in its brand.
 */
export function createWorkshopBookings(db: Db, life: BookingLife) {
  const ofWorkshop = (brandId: string, workshopId: string) => and(eq(bookings.brandId, brandId), eq(bookings.workshopId, workshopId));
  const lockedRow = async (brandId: string, workshopId: string, bookingId: string, tx: Db): Promise<BookingRow | null> =>
    (
      await tx
        .select()
        .from(bookings)
        .where(and(ofWorkshop(brandId, workshopId), eq(bookings.id, bookingId)))
        .for('update')
    )[0] ?? null;

  return {
    /** The workshop's bookings it has not accepted yet, soonest slot first. */
    async inbox(brandId: string, workshopId: string): Promise<InboxBooking[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(and(ofWorkshop(brandId, workshopId), eq(bookings.state, 'booked')))
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
      return rows.map((row) => ({ ...workshopView(row), services: items.filter((item) => item.bookingId === row.id).map((item) => item.name) }));
    },

    /** One of the workshop's bookings; null for anyone else's. */
    async forWorkshop(brandId: string, workshopId: string, bookingId: string): Promise<WorkshopBooking | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(ofWorkshop(brandId, workshopId), eq(bookings.id, bookingId)));
      return row ? workshopView(row) : null;
    },

    /**
     * One of the workshop's bookings, its row locked until `tx` ends; null for anyone else's. A
     * job card's move takes this lock before the card's own, as the customer's Cancel does before it
     * reaches the card: one order, so the two wait for each other instead of deadlocking.
     */
    /** The services of a booking as booked (their prices in the booking's currency, with tax), for its job card's first lines. */
    async items(bookingId: string, tx: Db = db): Promise<BookedService[]> {
      const rows = await tx
        .select({
          serviceId: bookingItems.serviceId,
          displayName: bookingItems.displayName,
          priceMinor: bookingItems.priceMinor,
          addOnsMinor: bookingItems.addOnsMinor,
          addOnsSelected: bookingItems.addOnsSelected,
        })
        .from(bookingItems)
        .where(eq(bookingItems.bookingId, bookingId))
        .orderBy(asc(bookingItems.position));
      return rows.map((row) => ({ ...row, priceMinor: minor(row.priceMinor), addOnsMinor: minor(row.addOnsMinor) }));
    },

    async lockedForWorkshop(brandId: string, workshopId: string, bookingId: string, tx: Db): Promise<WorkshopBooking | null> {
      const row = await lockedRow(brandId, workshopId, bookingId, tx);
      return row ? workshopView(row) : null;
    },

    /** The job card's bill is paid up (billing, in the payment's transaction): the booking's 'Payment Pending' is settled. */
    async billSettled(brandId: string, workshopId: string, bookingId: string, tx: Db): Promise<void> {
      const booking = await lockedRow(brandId, workshopId, bookingId, tx);
      if (booking) await life.billSettled(booking, tx);
    },

    /** POST …/bookings/{id}/reject: a booking still waiting, cancelled with the workshop's remarks, which the customer reads. */
    async reject(brand: Brand, workshopId: string, bookingId: string, remarks: string, tx: Db): Promise<void> {
      const booking = await lockedRow(brand.id, workshopId, bookingId, tx);
      if (!booking) throw new AppError('resource/not-found');
      if (booking.state !== 'booked') throw new AppError('jobCards/booking-not-waiting');
      await life.move(brand, booking, 'cancelled', 'workshop', remarks, tx);
      await life.told(tx, booking);
    },
  };
}

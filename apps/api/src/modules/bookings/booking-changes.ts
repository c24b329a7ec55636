import { PICKED_UP_EVENT, instantOn, notificationTexts, type TBookingChange, type WorkshopCalendar } from '@servicebay/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { Brand } from '../../platform/tenancy';
import type { NotificationsService } from '../engagement';
import { cancelBooking, placeOf } from './booking-cancellation';
import type { BookingRow, BookingsRepository } from './bookings.repository';
import { bookingEvents, bookings } from './bookings.tables';
import { slotToBook } from './slot-to-book';
import type { SlotsRepository } from './slots.repository';

type Deps = {
  db: Db;
  repository: BookingsRepository;
  now: () => Date;
  slots: SlotsRepository;
  workshopCalendar: (brand: Brand, workshopId: string) => Promise<WorkshopCalendar | null>;
  notify: NotificationsService['notify'];
  /** The job card opened from the booking, if any, is cancelled with it (the job-cards module, in this transaction). */
  cancelJobCard: (brandId: string, bookingId: string, remarks: string, tx: Db) => Promise<void>;
};

/** Customers who cancel say nothing more; the history shows this. */
const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer';

/**
 * The customer's own changes of a booking (customer spec sections 4 and 7): reschedule, new places,
 * cancel. Only while it is InProgress and booked, and before the vehicle is picked up; the row is
 * locked while the slot's places move, so a freed place is bookable again at once.
 */
export function createBookingChanges({ db, now, repository, slots, workshopCalendar, notify, cancelJobCard }: Deps) {
  /** The customer's booking, locked, if they may still change it. */
  async function changeable(owner: CustomerScope, bookingId: string, tx: Db): Promise<BookingRow> {
    const booking = await repository.lockedById(owner, bookingId, tx);
    if (!booking) throw new AppError('resource/not-found');
    const [pickedUp] = await tx
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.name, PICKED_UP_EVENT), isNotNull(bookingEvents.doneAt)));
    if (booking.status !== 'InProgress' || booking.appointmentStatus !== 'booked' || pickedUp) throw new AppError('bookings/cannot-change');
    return booking;
  }

  /** The customer's other tabs, and the workshop's inbox and job board. */
  async function told(tx: Db, owner: CustomerScope, booking: BookingRow) {
    await recordEvent(tx, userEvent(owner, 'bookings.changed', { bookingId: booking.id }));
    if (booking.workshopId)
      await recordEvent(tx, {
        brandId: owner.brandId,
        audience: { workshopId: booking.workshopId },
        type: 'bookings.changed',
        payload: { bookingId: booking.id },
      });
  }

  return {
    /** PATCH /transaction/booking/{id}: another slot (its place taken, the old one given back), places or notes. */
    async change(brand: Brand, owner: CustomerScope, bookingId: string, change: TBookingChange): Promise<void> {
      const asked = change.pickupDropoffData;
      if (asked?.pickupDate && !asked.pickupSlot) throw new AppError('bookings/slot-required', { field: 'pickupSlot' });
      // The slot is checked against the calendar before the row is locked; the database has the last word on the place.
      const current = await repository.byId(owner, bookingId);
      if (!current) throw new AppError('resource/not-found');
      const workshopId = current.workshopId;
      const calendar = workshopId ? await workshopCalendar(brand, workshopId) : null;
      const date = asked?.pickupDate ?? current.slotDate;
      const isMoving = Boolean(asked?.pickupSlot) && (date !== current.slotDate || asked!.pickupSlot!.startTime !== current.slotStart);
      const slot = isMoving && calendar && workshopId ? await slotToBook(slots, now(), brand, workshopId, calendar, date!, asked!.pickupSlot!.startTime) : null;

      await db.transaction(async (tx) => {
        const booking = await changeable(owner, bookingId, tx);
        const set: Partial<typeof bookings.$inferInsert> = {};
        if (slot && calendar && booking.workshopId) {
          const taken = await slots.takePlace(
            { brandId: owner.brandId, workshopId: booking.workshopId, slotDate: date!, startTime: slot.startTime },
            calendar.capacity,
            tx,
          );
          if (!taken) throw new AppError('slots/full', { field: 'pickupSlot' });
          const old = placeOf(booking);
          if (old) await slots.givePlaceBack(old, tx);
          Object.assign(set, {
            slotDate: date,
            slotStart: slot.startTime,
            slotEnd: slot.endTime,
            startAt: instantOn(calendar.timeZone, date!, slot.startTime),
            endAt: instantOn(calendar.timeZone, date!, slot.endTime),
          });
        }
        const place = booking.pickupDropoff ?? { pickupLocation: null, dropoffLocation: null, notes: null };
        if (asked && (asked.pickupLocation || asked.dropoffLocation || asked.pickupOrDropoffNotes !== undefined)) {
          set.pickupDropoff = {
            pickupLocation: asked.pickupLocation ?? place.pickupLocation,
            dropoffLocation: booking.isPickupRequired ? (asked.dropoffLocation ?? place.dropoffLocation) : null,
            notes: asked.pickupOrDropoffNotes === undefined ? place.notes : asked.pickupOrDropoffNotes || null,
          };
        }
        if (change.notes !== undefined) set.notes = change.notes || null;
        if (Object.keys(set).length === 0) return;
        await tx.update(bookings).set(set).where(eq(bookings.id, bookingId));
        await told(tx, owner, booking);
      });
    },

    /** DELETE /transaction/booking/{id}: the customer calls it off; its place is free at once. */
    async cancel(owner: CustomerScope, bookingId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const booking = await changeable(owner, bookingId, tx);
        await cancelBooking(tx, slots, booking, CANCELLED_BY_CUSTOMER);
        await cancelJobCard(owner.brandId, bookingId, CANCELLED_BY_CUSTOMER, tx);
        await told(tx, owner, booking);
        await notify(tx, owner, bookingId, notificationTexts.cancelled(booking.bookingCode, CANCELLED_BY_CUSTOMER));
      });
    },
  };
}

import { customerChangeProblem, instantOn, type TBookingChange, type WorkshopCalendar } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { placeOf, type BookingLife } from './booking-life';
import type { BookingRow, BookingsRepository } from './bookings.repository';
import { bookings } from './bookings.tables';
import { checkPickupReach, type WorkshopPickupArea } from './pickup-reach-check';
import { slotToBook } from './slot-to-book';
import type { SlotsRepository } from './slots.repository';

type Deps = {
  db: Db;
  repository: BookingsRepository;
  now: () => Date;
  slots: SlotsRepository;
  workshopCalendar: (brand: Brand, workshopId: string) => Promise<WorkshopCalendar | null>;
  workshopPickupArea: WorkshopPickupArea;
  life: BookingLife;
};

/** Customers who cancel say nothing more; the history shows this. */
const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer';

/**
 * The customer's own changes of a booking (customer spec sections 4 and 7): reschedule, new places,
 * cancel. Only before the vehicle is handed over to the workshop (domain `canCustomerChange`): its
 * job card, once open, moves the booking's state in the same row lock, so a change and a move of the
 * card never both win. The row is locked while the slot's places move, so a freed place is bookable
 * again at once.
 */
export function createBookingChanges({ db, now, repository, slots, workshopCalendar, workshopPickupArea, life }: Deps) {
  /** The customer's booking, locked, if they may still change it. */
  async function changeable(owner: CustomerScope, bookingId: string, tx: Db): Promise<BookingRow> {
    const booking = await repository.lockedById(owner, bookingId, tx);
    if (!booking) throw new AppError('resource/not-found');
    const problem = customerChangeProblem(booking.state);
    if (problem) throw new AppError(problem);
    return booking;
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
      // New places of a pickup are judged as a new booking's are; an own visit's place is where the customer is.
      if (current.isPickupRequired && workshopId)
        await checkPickupReach(workshopPickupArea, brand, workshopId, { pickup: asked?.pickupLocation, dropoff: asked?.dropoffLocation });
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
        await life.told(tx, booking);
      });
    },

    /** DELETE /transaction/booking/{id}: the customer calls it off; its place is free at once. */
    async cancel(brand: Brand, owner: CustomerScope, bookingId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const booking = await changeable(owner, bookingId, tx);
        await life.move(brand, booking, 'cancelled', 'customer', CANCELLED_BY_CUSTOMER, tx);
        await life.told(tx, booking);
      });
    },
  };
}

export type BookingChanges = ReturnType<typeof createBookingChanges>;

import {
  bookingStateOfCard,
  canMoveBooking,
  HIDDEN_TIMELINE_EVENTS,
  isBookingActive,
  notificationTexts,
  PAYMENT_PENDING_EVENT,
  type NotificationText,
  timelineStepOf,
  type TBookingActor,
  type TBookingState,
  type TJobCardStatus,
  type TTimelineEventName,
} from '@servicebay/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { OwnHook } from '../../platform/hooks';
import type { Brand } from '../../platform/tenancy';
import type { NotificationsService } from '../engagement';
import type { PaymentTaken } from '../payments';
import type { BookingRow } from './bookings.repository';
import { bookingEvents, bookings } from './bookings.tables';
import type { SlotPlace, SlotsRepository } from './slots.repository';

/** A booking called off, in the transaction that did it: its job card, if any, is cancelled with it. */
export type BookingCancelled = { brandId: string; bookingId: string; remarks: string };
/** A booking completed (its vehicle handed back), in the transaction that did it: a referee's first one earns the referrer's points. */
export type BookingCompleted = { brand: Brand; booking: { id: string; userId: string; createdAt: Date } };
/** A move of the job card opened from a booking, in the card's transaction (the job-cards module's hook). */
export type JobCardStep = { brand: Brand; bookingId: string | null; status: TJobCardStatus; isPickupRequired: boolean; remarks: string | null };

export type BookingHooks = { bookingCancelled: OwnHook<BookingCancelled>; bookingCompleted: OwnHook<BookingCompleted> };

/** The slot place a booking holds, if it holds one. */
export const placeOf = (booking: BookingRow): SlotPlace | null =>
  booking.workshopId && booking.slotDate && booking.slotStart
    ? { brandId: booking.brandId, workshopId: booking.workshopId, slotDate: booking.slotDate, startTime: booking.slotStart }
    : null;

type Deps = { now: () => Date; slots: SlotsRepository; notify: NotificationsService['notify']; hooks: BookingHooks };

/**
 * A booking's life (domain booking-status.ts; ARCHITECTURE.md section 7): every change of its
 * state goes through `move`, inside the caller's transaction with the booking's row locked. Once
 * the workshop accepts a booking its job card is the source of truth: `followJobCard` takes the
 * state and the timeline step each of the card's moves means. A cancellation gives the slot's place
 * back and tells the job card (a hook); a completion settles the customer's referral (a hook).
 */
export function createBookingLife({ now, slots, notify, hooks }: Deps) {
  /** The customer's screens and the workshop's inbox and job board hear of it. */
  async function told(tx: Db, booking: BookingRow) {
    await recordEvent(tx, userEvent({ brandId: booking.brandId, userId: booking.userId }, 'bookings.changed', { bookingId: booking.id }));
    if (booking.workshopId)
      await recordEvent(tx, {
        brandId: booking.brandId,
        audience: { workshopId: booking.workshopId },
        type: 'bookings.changed',
        payload: { bookingId: booking.id },
      });
  }

  /** The booking locked until `tx` ends; null for another brand's. */
  const locked = async (brandId: string, bookingId: string, tx: Db): Promise<BookingRow | null> =>
    (
      await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.brandId, brandId), eq(bookings.id, bookingId)))
        .for('update')
    )[0] ?? null;

  /**
   * One move of the state machine by `by`, the row already locked; refused when the table has no
   * such move. A cancellation tells the customer its remarks, unless `notice` says it better (in
   * both languages).
   */
  async function move(
    brand: Brand,
    booking: BookingRow,
    to: TBookingState,
    by: TBookingActor,
    remarks: string | null,
    tx: Db,
    notice?: NotificationText,
  ): Promise<void> {
    if (!canMoveBooking(booking.state, to, by)) throw new AppError('bookings/out-of-step', { message: `A ${booking.state} booking cannot become ${to}` });
    const owner = { brandId: booking.brandId, userId: booking.userId };
    await tx
      .update(bookings)
      .set({ state: to, ...(to === 'cancelled' ? { remarks } : {}) })
      .where(eq(bookings.id, booking.id));
    if (to === 'cancelled') {
      const place = placeOf(booking);
      if (place) await slots.givePlaceBack(place, tx);
      await notify(tx, owner, booking.id, notice ?? notificationTexts.cancelled(booking.bookingCode, remarks));
      await hooks.bookingCancelled.run({ brandId: booking.brandId, bookingId: booking.id, remarks: remarks ?? '' }, tx);
    }
    if (to === 'completed') await hooks.bookingCompleted.run({ brand, booking }, tx);
  }

  /** A step of the booking's timeline done now, once; the customer is told of a shown one. */
  async function markStep(booking: BookingRow, step: TTimelineEventName, tx: Db): Promise<void> {
    const marked = await tx
      .update(bookingEvents)
      .set({ doneAt: now() })
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.name, step), isNull(bookingEvents.doneAt)))
      .returning({ id: bookingEvents.id });
    const owner = { brandId: booking.brandId, userId: booking.userId };
    if (marked.length > 0 && !HIDDEN_TIMELINE_EVENTS.has(step)) await notify(tx, owner, booking.id, notificationTexts.step(booking.bookingCode, step));
  }

  return {
    locked,
    move,
    told,

    /**
     * The job card's bill is paid up (the billing module, in the payment's transaction, the booking
     * already locked): the timeline's 'Payment Pending' gets its time, which is how the customer spec
     * (section 4) reads a payment no longer pending.
     */
    async billSettled(booking: BookingRow, tx: Db): Promise<void> {
      await markStep(booking, PAYMENT_PENDING_EVENT, tx);
      await told(tx, booking);
    },

    /**
     * The payments module's `paymentTaken` hook, in the payment's transaction: the booking locked
     * (so a cancel and a payment are one after the other) and whether it still wants the money: its
     * advance while it is active; its job card's balance unless it was cancelled (a balance on credit
     * is paid after the vehicle is handed back).
     */
    async wantsPayment({ brandId, bookingId, purpose }: PaymentTaken, tx: Db): Promise<boolean> {
      const booking = await locked(brandId, bookingId, tx);
      if (!booking) return false;
      return purpose === 'balance' ? booking.state !== 'cancelled' : isBookingActive(booking.state);
    },

    /**
     * The job card opened from the booking moved (the job-cards module's hook, in the card's
     * transaction): the booking takes the state the card's status means and the timeline step it
     * writes, once. A move to the state it is already in (the card cancelled because the booking
     * was) changes nothing; a walk-in's card has no booking to follow it.
     */
    async followJobCard({ brand, bookingId, status, isPickupRequired, remarks }: JobCardStep, tx: Db): Promise<void> {
      if (!bookingId) return;
      const booking = await locked(brand.id, bookingId, tx);
      if (!booking) throw new AppError('resource/not-found');
      const to = bookingStateOfCard(status);
      const step = timelineStepOf(status, isPickupRequired);
      if (booking.state === to && !step) return;
      if (booking.state !== to) await move(brand, booking, to, 'workshop', remarks, tx);
      // 'Payment Pending' is done when the bill is paid up (billSettled), not when the card waits for the money.
      if (step && step !== PAYMENT_PENDING_EVENT) await markStep(booking, step, tx);
      await told(tx, booking);
    },
  };
}

export type BookingLife = ReturnType<typeof createBookingLife>;

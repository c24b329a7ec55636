import { HIDDEN_TIMELINE_EVENTS, notificationTexts, TIMELINE_EVENTS } from '@servicebay/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { Brand } from '../../platform/tenancy';
import type { NotificationsService, ReferralsService } from '../engagement';
import { cancelBooking } from './booking-cancellation';
import { bookingEvents, bookings } from './bookings.tables';
import type { SlotsRepository } from './slots.repository';

/** Handing the vehicle back ends the job (ARCHITECTURE.md section 7). */
const COMPLETING_EVENTS = new Set(['Delivered', 'Dropped at your location']);
/** Not a timeline event: the job called off, with the workshop's remarks. */
export const CANCELLED_STEP = 'Cancelled';

export type BookingStep = { name: string; remarks?: string | undefined };

/**
 * A step of the workshop's work on a booking: its timeline event marked done (once), the booking
 * completed when the vehicle is handed back, or cancelled with remarks, its slot's place given
 * back; completing one settles its customer's referral. The workshop's job cards drive it, each
 * step in the job card's own transaction; the customer's screens and the workshop's hear of it
 * through the live stream.
 */
type Deps = { db: Db; now: () => Date; slots: SlotsRepository; notify: NotificationsService['notify']; settleReferral: ReferralsService['settle'] };

export function createBookingProgress({ db, now, slots, notify, settleReferral }: Deps) {
  /** In the caller's transaction when given one (a job card's step and the booking's commit together), else in its own. */
  return async function recordStep(brand: Brand, bookingId: string, step: BookingStep, inTransaction?: Db): Promise<void> {
    const isTimelineEvent = TIMELINE_EVENTS.some((event) => event.name === step.name);
    if (!isTimelineEvent && step.name !== CANCELLED_STEP) throw new AppError('request/invalid', { message: `No timeline step '${step.name}'`, field: 'name' });
    const inOne = <T>(work: (tx: Db) => Promise<T>) => (inTransaction ? work(inTransaction) : db.transaction(work));
    await inOne(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.brandId, brand.id), eq(bookings.id, bookingId)))
        .for('update');
      if (!booking) throw new AppError('resource/not-found');
      const owner = { brandId: brand.id, userId: booking.userId };
      if (step.name === CANCELLED_STEP) {
        await cancelBooking(tx, slots, booking, step.remarks ?? null);
        await notify(tx, owner, bookingId, notificationTexts.cancelled(booking.bookingCode, step.remarks ?? null));
      } else {
        if (booking.status !== 'InProgress') throw new AppError('request/invalid', { message: `The booking is ${booking.status}`, field: 'name' });
        await tx
          .update(bookingEvents)
          .set({ doneAt: now() })
          .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.name, step.name), isNull(bookingEvents.doneAt)));
        if (!HIDDEN_TIMELINE_EVENTS.has(step.name)) await notify(tx, owner, bookingId, notificationTexts.step(booking.bookingCode, step.name));
        if (COMPLETING_EVENTS.has(step.name)) {
          await tx.update(bookings).set({ status: 'Completed', deleted: true, appointmentStatus: 'completed' }).where(eq(bookings.id, bookingId));
          // A referee's first booking completed earns the referrer's points (customer spec section 9).
          await settleReferral(tx, brand, booking, now());
        }
      }
      await recordEvent(tx, userEvent(owner, 'bookings.changed', { bookingId }));
      if (booking.workshopId)
        await recordEvent(tx, { brandId: brand.id, audience: { workshopId: booking.workshopId }, type: 'bookings.changed', payload: { bookingId } });
    });
  };
}

import type { NotificationText } from './notification';

/** How long a booking keeps its slot while its advance is unpaid, unless the brand says otherwise (issue 26). */
export const DEFAULT_UNPAID_HOLD_MINUTES = 15;
export const UNPAID_HOLD_LIMITS = { min: 1, max: 1440 } as const;

/**
 * When a booking that asks an advance gives its slot back if the advance is still unpaid: the hold
 * starts when it was booked. A booking that asks no advance holds its slot for good (null).
 */
export function unpaidHoldEndsAt(booking: { createdAt: Date; advanceMinor: number }, holdMinutes: number): Date | null {
  if (booking.advanceMinor <= 0) return null;
  return new Date(booking.createdAt.getTime() + holdMinutes * 60_000);
}

/** Whether the hold is over at `now`: at the very minute it ends, not a moment before. */
export const isUnpaidHoldOver = (booking: { createdAt: Date; advanceMinor: number }, holdMinutes: number, now: Date) => {
  const endsAt = unpaidHoldEndsAt(booking, holdMinutes);
  return endsAt !== null && endsAt.getTime() <= now.getTime();
};

/** The reason the booking's history and the customer read when the system gives the slot back. */
export const slotReleasedRemarks = (holdMinutes: number) => `Slot released: the advance was not paid within ${holdMinutes} minutes`;

/** The customer's notification of it, in English and Arabic. */
export const slotReleasedNotice = (code: string, holdMinutes: number): NotificationText => ({
  type: 'WARN',
  en: `Booking ${code} was cancelled: the slot was released because the advance was not paid within ${holdMinutes} minutes`,
  ar: `تم إلغاء الحجز ${code}: أُعيد الموعد لأن الدفعة المقدمة لم تُدفع خلال ${holdMinutes} دقيقة`,
});

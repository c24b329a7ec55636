import { canMoveBooking } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { BookingRow } from './bookings.repository';
import { bookings } from './bookings.tables';
import type { SlotPlace, SlotsRepository } from './slots.repository';

/** The slot place a booking holds, if it holds one. */
export const placeOf = (booking: BookingRow): SlotPlace | null =>
  booking.workshopId && booking.slotDate && booking.slotStart
    ? { brandId: booking.brandId, workshopId: booking.workshopId, slotDate: booking.slotDate, startTime: booking.slotStart }
    : null;

/**
 * Calls a booking off inside the caller's transaction (the row locked): Cancelled, into the
 * history, with the remarks the customer reads, and its slot's place given back, bookable again at
 * once. The customer's Cancel and the workshop's both end here.
 */
export async function cancelBooking(tx: Db, slots: SlotsRepository, booking: BookingRow, remarks: string | null): Promise<void> {
  if (!canMoveBooking(booking.status, 'Cancelled'))
    throw new AppError('request/invalid', { message: `A ${booking.status} booking cannot become Cancelled`, field: 'name' });
  await tx.update(bookings).set({ status: 'Cancelled', deleted: true, appointmentStatus: 'cancelled', remarks }).where(eq(bookings.id, booking.id));
  const place = placeOf(booking);
  if (place) await slots.givePlaceBack(place, tx);
}

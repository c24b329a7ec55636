import { slotsForDay, slotsOfDay, type TimeSlot, type WorkshopCalendar } from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { DAY_ERRORS } from './calendar.service';
import type { KeptPlaces } from './kept-places';

/**
 * The slot a customer asks for, as the workshop's calendar has it now: the slot (its end is the
 * calendar's, not the app's), or the spec's words for why not. Read from the kept places (a
 * moment old at most); the database still decides the last place, in the booking's transaction.
 */
export async function slotToBook(
  places: Pick<KeptPlaces, 'takenOn'>,
  now: Date,
  brand: Brand,
  workshopId: string,
  calendar: WorkshopCalendar,
  date: string,
  startTime: string,
): Promise<TimeSlot> {
  const taken = await places.takenOn(brand.id, workshopId, date);
  const day = slotsForDay(calendar, date, now, taken);
  if (day.kind !== 'open') throw new AppError(DAY_ERRORS[day.kind], { field: 'pickupDate' });
  const slot = slotsOfDay(calendar).find((candidate) => candidate.startTime === startTime);
  if (!slot) throw new AppError('slots/not-a-slot', { field: 'pickupSlot' });
  if (!day.slots.some((open) => open.startTime === startTime)) {
    throw new AppError((taken.get(startTime) ?? 0) >= calendar.capacity ? 'slots/full' : 'slots/not-a-slot', { field: 'pickupSlot' });
  }
  return slot;
}

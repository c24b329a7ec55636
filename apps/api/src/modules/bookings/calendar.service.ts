import {
  availableDates,
  slotsForDay,
  wallClock,
  type TAvailableDates,
  type TOpenSlot,
  type TWorkshopCalendarAnswer,
  type WorkshopCalendar,
} from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { KeptPlaces } from './kept-places';

export type CalendarService = ReturnType<typeof createCalendarService>;

type CalendarDeps = {
  places: Pick<KeptPlaces, 'takenOn'>;
  now: () => Date;
  /** One of the brand's workshops' calendar; null for another brand's or none (the workshops module's public face). */
  workshopCalendar: (brand: Brand, workshopId: string) => Promise<WorkshopCalendar | null>;
};

export const DAY_ERRORS = { full: 'slots/full', past: 'slots/past-date', closed: 'slots/closed', 'beyond-window': 'slots/beyond-window' } as const;

/** The calendar reads of customer spec section 7, the rules in the domain (bookings/slots.ts), the taken places from the database. */
export function createCalendarService({ places, now, workshopCalendar }: CalendarDeps) {
  async function calendarOf(brand: Brand, workshopId: string): Promise<WorkshopCalendar> {
    const calendar = await workshopCalendar(brand, workshopId);
    if (!calendar) throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
    return calendar;
  }

  const datesOf = (calendar: WorkshopCalendar): TAvailableDates => {
    const dates = availableDates(calendar, now());
    return { firstDate: dates[0] ?? null, lastDate: dates.at(-1) ?? null, dates };
  };

  return {
    /** GET /transaction/calendar/available-dates: the days the date picker allows. */
    availableDates: async (brand: Brand, workshopId: string): Promise<TAvailableDates> => datesOf(await calendarOf(brand, workshopId)),

    /**
     * What a day's slots answer depends on besides the places taken: the workshop's day and hour
     * now (today's slots are those after the current hour; a past day is refused).
     */
    async slotsAnswerKey(brand: Brand, workshopId: string, date: string): Promise<string> {
      const { date: today, hour } = wallClock((await calendarOf(brand, workshopId)).timeZone, now());
      return `slots:${workshopId}:${date}:${today}T${hour}`;
    },

    /** GET /transaction/calendar/available-slots: a day's slots with room left; the spec's words when it has none. */
    async availableSlots(brand: Brand, workshopId: string, date: string): Promise<TOpenSlot[]> {
      const calendar = await calendarOf(brand, workshopId);
      const day = slotsForDay(calendar, date, now(), await places.takenOn(brand.id, workshopId, date));
      if (day.kind !== 'open') throw new AppError(DAY_ERRORS[day.kind], { field: 'date' });
      return day.slots;
    },

    /** GET /transaction/calendar/available-slots-ByWorkshopId: the workshop's week and hours, with its bookable days. */
    async workshopCalendar(brand: Brand, workshopId: string): Promise<TWorkshopCalendarAnswer> {
      const calendar = await calendarOf(brand, workshopId);
      const { timeZone, workingDays, opensAt, closesAt, slotMinutes, holidays } = calendar;
      return { workshopId, timeZone, workingDays: [...workingDays], opensAt, closesAt, slotMinutes, holidays: [...holidays], ...datesOf(calendar) };
    },
  };
}

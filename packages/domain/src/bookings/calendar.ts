import { z } from 'zod';
import { isCalendarDate } from '../shared/calendar-date';
import { WEEKDAYS } from '../workshops/workshop';

/**
 * The calendar routes of customer spec section 7: a workshop's bookable days and a day's slots.
 * The spec's available-dates call names no workshop; the days depend on one, so the app sends the
 * cart's (decision 0028). `clientName` is accepted as the spec sends it; the host names the brand.
 */
const ZWorkshopOfCalendar = z.object({ workshopId: z.uuid({ error: 'Record Not Found' }), clientName: z.string().max(64).optional() });
export const ZAvailableDatesQuery = ZWorkshopOfCalendar;
export const ZAvailableSlotsQuery = ZWorkshopOfCalendar.extend({
  date: z.string().refine(isCalendarDate, { message: 'Give the date as YYYY-MM-DD' }),
});

export const ZAvailableDates = z.object({
  /** The first and last days the picker allows (null when none is open in the window). */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** The workshop's open days between them. */
  dates: z.array(z.string()),
});
export type TAvailableDates = z.infer<typeof ZAvailableDates>;

export const ZOpenSlot = z.object({ startTime: z.string(), endTime: z.string(), remaining: z.number().int() });
export type TOpenSlot = z.infer<typeof ZOpenSlot>;

/** available-slots-ByWorkshopId: the workshop's week, hours and holidays, with its bookable days. */
export const ZWorkshopCalendarAnswer = ZAvailableDates.extend({
  workshopId: z.string(),
  timeZone: z.string(),
  workingDays: z.array(z.enum(WEEKDAYS)),
  opensAt: z.string(),
  closesAt: z.string(),
  slotMinutes: z.number().int(),
  holidays: z.array(z.string()),
});
export type TWorkshopCalendarAnswer = z.infer<typeof ZWorkshopCalendarAnswer>;

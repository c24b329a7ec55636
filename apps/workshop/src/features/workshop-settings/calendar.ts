import { WEEKDAYS, type TWeekday } from '@servicebay/domain';

/** The holidays with one more, in date order; a day already there is not added twice. */
export const withHoliday = (holidays: readonly string[], date: string): string[] => (holidays.includes(date) ? [...holidays] : [...holidays, date].sort());

export const withoutHoliday = (holidays: readonly string[], date: string): string[] => holidays.filter((holiday) => holiday !== date);

/** Working days as the chips give them, in the week's order (SUN..SAT), as the server keeps them. */
export const inWeekOrder = (days: readonly string[]): TWeekday[] => WEEKDAYS.filter((day) => days.includes(day));

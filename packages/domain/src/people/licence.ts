import { z } from 'zod';
import { addDays, dayNumber, type CalendarDate } from '../shared/calendar-date';
import { ruleCodes } from '../shared/rule-codes';
import { WORKSHOP_FIELD_RULES, ZCalendarDateField } from '../workshops/workshop-field';
import { PEOPLE_MESSAGES } from './people-messages';

export const PEOPLE_RULES = ruleCodes('people', PEOPLE_MESSAGES);

/** How far ahead a driving licence's expiry is shown and told to the managers (issue 29 part 1). */
export const LICENCE_REMINDER_DAYS = 30;

export type TLicenceStanding = 'valid' | 'expiring' | 'expired';

/** A licence expired before `today`, expiring within LICENCE_REMINDER_DAYS, or valid beyond. */
export function licenceStanding(expiry: CalendarDate, today: CalendarDate): { standing: TLicenceStanding; daysLeft: number } {
  const daysLeft = dayNumber(expiry) - dayNumber(today);
  return { standing: daysLeft < 0 ? 'expired' : daysLeft <= LICENCE_REMINDER_DAYS ? 'expiring' : 'valid', daysLeft };
}

/** The last expiry day a reminder sent `today` covers. */
export const reminderHorizon = (today: CalendarDate): CalendarDate => addDays(today, LICENCE_REMINDER_DAYS);

/** A field that may be left out: trimmed, empty is null. */
export const optionalPeopleText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, WORKSHOP_FIELD_RULES.tooLong)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));

/**
 * A driving licence: its number and expiry go together (a number without an expiry cannot be
 * reminded of; an expiry without a number names nothing).
 */
export const ZDrivingLicence = z
  .object({
    licenceNumber: optionalPeopleText(30),
    licenceExpiry: z
      .string()
      .nullable()
      .optional()
      .transform((date) => (date?.trim() ? date.trim() : null))
      .pipe(ZCalendarDateField.nullable()),
  })
  .superRefine(({ licenceNumber, licenceExpiry }, ctx) => {
    if (licenceNumber && !licenceExpiry) ctx.addIssue({ code: 'custom', message: PEOPLE_RULES.licenceExpiryRequired, path: ['licenceExpiry'] });
    if (!licenceNumber && licenceExpiry) ctx.addIssue({ code: 'custom', message: PEOPLE_RULES.licenceNumberRequired, path: ['licenceNumber'] });
  });

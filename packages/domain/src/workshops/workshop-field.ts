import { z } from 'zod';
import { isCalendarDate } from '../shared/calendar-date';
import { checkMobileNumber, type CountryCode } from '../shared/phone';
import { ruleCodes } from '../shared/rule-codes';
import { WORKSHOP_FIELD_MESSAGES } from './workshop-field-messages';

/** Codes of the rules every workshop field shares; a length issue brings its limit as zod's `maximum`. */
export const WORKSHOP_FIELD_RULES = ruleCodes('workshopField', WORKSHOP_FIELD_MESSAGES);

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Western ones, as plate.ts reads them. */
export const toWesternDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)));

/** Whitespace and the invisible direction marks that right-to-left typing leaves in a code. */
const INVISIBLE = /[\s\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A code as typed (a tax number, an IFSC, an IBAN): Western digits, upper case, no spaces or direction marks. */
export const compactCode = (raw: string): string => toWesternDigits(raw).toUpperCase().replace(INVISIBLE, '');

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: WORKSHOP_FIELD_RULES.required })
    .trim()
    .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
    .max(max, WORKSHOP_FIELD_RULES.tooLong);

/** A calendar date as the API carries it, 'YYYY-MM-DD' (shared/calendar-date.ts); anything else is 'Invalid date'. */
export const ZCalendarDateField = z
  .string({ error: WORKSHOP_FIELD_RULES.required })
  .trim()
  .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
  .refine(isCalendarDate, { error: WORKSHOP_FIELD_RULES.dateInvalid, abort: true });

/**
 * A number as a form types it (a string, perhaps in Arabic-Indic digits) or as JSON sends it, read
 * through its text so that the rule sees what was written: '12.5' has one decimal, 1e21 is refused
 * rather than taken as a 22-digit number (z.number() already refuses NaN and Infinity). `accepts`
 * judges the text; the value is its number.
 */
export const numberField = (accepts: (text: string) => boolean, rule: string, params?: Record<string, string | number>) =>
  z
    .union([z.number(), z.string()], { error: WORKSHOP_FIELD_RULES.required })
    .transform((value) => (typeof value === 'number' ? String(value) : toWesternDigits(value).trim()))
    .pipe(
      z
        .string()
        .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
        .refine(accepts, params ? { error: rule, params } : rule),
    )
    .transform(Number);

/** A whole number from `min` to `max`, digits only (no sign, no decimals). */
export const isWholeNumberText = (text: string, min: number, max: number): boolean => /^\d{1,15}$/.test(text) && Number(text) >= min && Number(text) <= max;

/** A mobile number of the workshop's market (shared/phone.ts's rule), kept as its national number. */
const marketMobileOf = (countryCode: CountryCode) => (raw: string, ctx: z.RefinementCtx) => {
  const checked = checkMobileNumber(countryCode, toWesternDigits(raw));
  if (checked.ok) return checked.nationalNumber;
  ctx.addIssue({ code: 'custom', message: WORKSHOP_FIELD_RULES.mobileInvalid, input: raw });
  return z.NEVER;
};

/** A required mobile number of the market (an employee's). */
export const marketMobileNumber = (countryCode: CountryCode) =>
  z
    .string({ error: WORKSHOP_FIELD_RULES.required })
    .trim()
    .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
    .transform(marketMobileOf(countryCode));

/** A mobile number of the market that may be left out (a vendor's): empty is null. */
export const optionalMarketMobileNumber = (countryCode: CountryCode) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx) => (raw?.trim() ? marketMobileOf(countryCode)(raw, ctx) : null));

/** An e-mail that may be left out: trimmed, empty is null. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((email) => (email ? email : null))
    .pipe(z.email(WORKSHOP_FIELD_RULES.emailInvalid).nullable());

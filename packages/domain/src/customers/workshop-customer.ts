import { z } from 'zod';
import { dayNumber, isCalendarDate, type CalendarDate } from '../shared/calendar-date';
import { CURRENCIES, type TCurrency } from '../shared/money';
import { checkMobileNumber, normalizeMobileNumber, type CountryCode } from '../shared/phone';
import { ruleCodes } from '../shared/rule-codes';
import { gstinMatchesStateCode } from '../workshops/gstin';
import { gstinStateMismatchIssue, optionalTaxRegistrationSchema, ZGstStateCode, type TaxCountry } from '../workshops/tax-registration';
import { isWholeNumberText, numberField, requiredText, toWesternDigits, WORKSHOP_FIELD_RULES, ZCalendarDateField } from '../workshops/workshop-field';
import { WORKSHOP_CUSTOMER_MESSAGES } from './workshop-customer-messages';

/** The fields of a workshop's customer (workshop spec section 3, "Customer"), one rule each. */
export const WORKSHOP_CUSTOMER_RULES = ruleCodes('workshopCustomer', WORKSHOP_CUSTOMER_MESSAGES);

/** An individual, or a company running a fleet: "corporate/fleet" in the spec. */
export const WORKSHOP_CUSTOMER_TYPES = ['individual', 'corporate'] as const;
export const ZWorkshopCustomerType = z.enum(WORKSHOP_CUSTOMER_TYPES, { error: WORKSHOP_CUSTOMER_RULES.customerTypeInvalid });
export type TWorkshopCustomerType = z.infer<typeof ZWorkshopCustomerType>;

export const COMPANY_NAME_MAX = 100;

/**
 * The customer type and what a corporate customer adds: fleet and company names (required), and the
 * group's tax number (optional, checked by the country's rule). In India a GSTIN given with the
 * customer's GST state code must belong to that state (workshop spec section 5). An individual's
 * corporate fields are dropped.
 */
export const workshopCustomerTypeSchema = (taxCountry: TaxCountry) =>
  z.discriminatedUnion(
    'customerType',
    [
      z.object({ customerType: z.literal('individual') }),
      z
        .object({
          customerType: z.literal('corporate'),
          fleetName: requiredText(COMPANY_NAME_MAX),
          companyName: requiredText(COMPANY_NAME_MAX),
          groupTaxNumber: optionalTaxRegistrationSchema(taxCountry),
          // Only India's numbers carry a state; elsewhere a state code means nothing to the tax number.
          gstStateCode:
            taxCountry === 'IN'
              ? ZGstStateCode.nullable()
                  .optional()
                  .transform((code) => code ?? null)
              : z
                  .unknown()
                  .optional()
                  .transform(() => null),
        })
        .superRefine(({ groupTaxNumber, gstStateCode }, ctx) => {
          if (groupTaxNumber && gstStateCode && !gstinMatchesStateCode(groupTaxNumber, gstStateCode)) {
            ctx.addIssue({ ...gstinStateMismatchIssue(gstStateCode), path: ['groupTaxNumber'] });
          }
        }),
    ],
    { error: WORKSHOP_CUSTOMER_RULES.customerTypeInvalid },
  );
export type TWorkshopCustomerTypeDetails = z.output<ReturnType<typeof workshopCustomerTypeSchema>>;

/** Whether the anniversary comes after the birth (workshop spec section 5); both valid calendar dates. */
export const isAnniversaryAfterBirth = (dateOfBirth: CalendarDate, anniversaryDate: CalendarDate): boolean =>
  dayNumber(anniversaryDate) > dayNumber(dateOfBirth);

/** A date that may be left out: empty, null or absent is null. */
const optionalDate = z
  .string()
  .nullable()
  .optional()
  .transform((date) => date?.trim() || null)
  .pipe(ZCalendarDateField.nullable());

const bothDates = (value: unknown): value is { dateOfBirth: string; anniversaryDate: string } => {
  const { dateOfBirth, anniversaryDate } = (value ?? {}) as Record<string, unknown>;
  return typeof dateOfBirth === 'string' && typeof anniversaryDate === 'string' && isCalendarDate(dateOfBirth.trim()) && isCalendarDate(anniversaryDate.trim());
};

/**
 * Date of birth and anniversary, both optional, neither after today, the anniversary after the birth.
 * `today` is the workshop's date (calendarDateIn its time zone): which day it is depends on where.
 */
export const workshopCustomerDatesSchema = (today: () => CalendarDate) => {
  // An invalid date has its own issue already; only a real date can be in the future.
  const notFuture = (date: string | null) => date === null || !isCalendarDate(date) || dayNumber(date) <= dayNumber(today());
  return z
    .object({
      dateOfBirth: optionalDate.refine(notFuture, WORKSHOP_CUSTOMER_RULES.futureDate),
      anniversaryDate: optionalDate.refine(notFuture, WORKSHOP_CUSTOMER_RULES.futureDate),
    })
    .refine((dates) => dates.dateOfBirth === null || dates.anniversaryDate === null || isAnniversaryAfterBirth(dates.dateOfBirth, dates.anniversaryDate), {
      error: WORKSHOP_CUSTOMER_RULES.anniversaryBeforeBirth,
      path: ['anniversaryDate'],
      // Shown beside a future or missing date's own issue too: both are worth fixing at once.
      when: (payload) => bothDates(payload.value),
    });
};

/** Up to 999,999,999,999 in major units: the minor-unit amount stays a safe integer (shared/money.ts). */
const CREDIT_INTEGER_DIGITS = 12;

/**
 * A credit limit or used credit: zero or more, in major units as the API shows money, with no more
 * decimals than the currency has minor digits (2; 3 for the Bahraini dinar, whose fils are 1/1000).
 */
export function isCreditAmount(amount: number | string, currency: TCurrency): boolean {
  const text = typeof amount === 'number' ? String(amount) : toWesternDigits(amount).trim();
  const decimals = CURRENCIES[currency].minorDigits;
  return new RegExp(`^\\d{1,${CREDIT_INTEGER_DIGITS}}(\\.\\d{1,${decimals}})?$`).test(text);
}

export const creditAmountSchema = (currency: TCurrency) =>
  numberField((text) => isCreditAmount(text, currency), WORKSHOP_CUSTOMER_RULES.creditAmountInvalid, { decimals: CURRENCIES[currency].minorDigits });

/** Credit duration: whole days, up to a year. */
export const CREDIT_DAYS_MAX = 365;
export const isCreditDays = (days: number | string): boolean => isWholeNumberText(String(days).trim(), 0, CREDIT_DAYS_MAX);
export const ZCreditDays = numberField(isCreditDays, WORKSHOP_CUSTOMER_RULES.creditDaysInvalid);

/** Whether a second number is another phone, not the first one written differently ('+91 98...' and '098...'). */
export const isAlternativeMobileDifferent = (countryCode: CountryCode, mobileNumber: string, alternativeMobileNumber: string): boolean =>
  normalizeMobileNumber(countryCode, toWesternDigits(mobileNumber)) !== normalizeMobileNumber(countryCode, toWesternDigits(alternativeMobileNumber));

/** A mobile number of the market (shared/phone.ts's rule), stored as its national number. */
const mobileOf = (countryCode: CountryCode) => (raw: string, ctx: z.RefinementCtx) => {
  const checked = checkMobileNumber(countryCode, toWesternDigits(raw));
  if (checked.ok) return checked.nationalNumber;
  ctx.addIssue({ code: 'custom', message: WORKSHOP_CUSTOMER_RULES.mobileInvalid, input: raw });
  return z.NEVER;
};

/** The customer's mobile (required, workshop spec section 5) and an alternative one, which must be another number. */
export const workshopCustomerMobilesSchema = (countryCode: CountryCode) =>
  z
    .object({
      mobileNumber: z
        .string({ error: WORKSHOP_FIELD_RULES.required })
        .trim()
        .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
        .transform(mobileOf(countryCode)),
      alternativeMobileNumber: z
        .string()
        .nullable()
        .optional()
        .transform((raw, ctx) => (raw?.trim() ? mobileOf(countryCode)(raw, ctx) : null)),
    })
    .refine(
      (numbers) => numbers.alternativeMobileNumber === null || isAlternativeMobileDifferent(countryCode, numbers.mobileNumber, numbers.alternativeMobileNumber),
      {
        error: WORKSHOP_CUSTOMER_RULES.alternativeMobileSame,
        path: ['alternativeMobileNumber'],
      },
    );

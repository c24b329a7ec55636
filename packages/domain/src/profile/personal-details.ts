import { z } from 'zod';
import { GENDERS } from '../identity/user';
import { ruleCodes } from '../shared/rule-codes';
import { PROFILE_MESSAGES } from './profile-messages';

/** Personal details (customer spec section 5). */
/** The schemas' issues carry these codes; profile-messages.ts has their English (see rules.ts). */
export const PROFILE_RULES = ruleCodes('profile', PROFILE_MESSAGES);

export const MINIMUM_AGE = 18;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
/** Saving personal details stores this completeness (customer spec section 9). */
export const PROFILE_SAVED_COMPLETENESS = 40;

export const ZPersonName = z
  .string({ error: PROFILE_RULES.nameRequired })
  .trim()
  .min(1, PROFILE_RULES.nameRequired)
  .min(NAME_MIN, PROFILE_RULES.nameTooShort)
  .max(NAME_MAX, PROFILE_RULES.nameTooLong)
  // Letters of any script (Arabic names too), spaces, dots, apostrophes and hyphens.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, PROFILE_RULES.nameInvalid);

export const ZEmail = z.string().trim().max(254, PROFILE_RULES.emailInvalid).email(PROFILE_RULES.emailInvalid);

/** Whole years between the birth date and `today`, counting a birthday only once it has come. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The last birth date old enough today (YYYY-MM-DD), counted as ageOn counts, in UTC like the
 * server, so a date picker never offers a day the server then refuses. 29 February falls back
 * to the 28th in a year without it.
 */
export function latestAdultBirthDate(today: Date): string {
  const year = today.getUTCFullYear() - MINIMUM_AGE;
  const month = today.getUTCMonth();
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDayOfMonth);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD, not in the future, at least 18 years ago. */
export const birthDateSchema = (today: () => Date = () => new Date()) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_RULES.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), PROFILE_RULES.dateInvalid)
    .refine((v) => new Date(`${v}T00:00:00Z`) <= today(), PROFILE_RULES.futureDate)
    .refine((v) => ageOn(v, today()) >= MINIMUM_AGE, PROFILE_RULES.underAge);

export const ZPersonalDetails = z.object({
  name: ZPersonName,
  email: ZEmail.nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  gender: z.enum(GENDERS, { error: PROFILE_RULES.genderRequired }),
  date_of_birth: birthDateSchema().nullable().optional(),
  /** Needed only when the account has no number yet (e.g. a social sign-in). */
  countryCode: z.string().optional(),
  mobileNumber: z.string().optional(),
});
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;

/**
 * Profile completeness shown (customer spec section 4): the stored value, +30 with any vehicle,
 * +30 when the selected vehicle has documents; never above 100.
 */
export function profileCompleteness(stored: number, hasVehicle: boolean, selectedVehicleHasDocuments: boolean): number {
  return Math.min(100, stored + (hasVehicle ? 30 : 0) + (selectedVehicleHasDocuments ? 30 : 0));
}

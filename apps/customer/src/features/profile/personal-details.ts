import { PROFILE_MESSAGES, ZPersonalDetails, type GENDERS, type TPersonalDetails, type TUser } from '@servicebay/domain';
import { firstIssuePerField } from '@servicebay/ui';

export type TGender = (typeof GENDERS)[number];

/** What the form holds: every field as typed; the birth date as YYYY-MM-DD from the picker. */
export type PersonalDetailsValues = {
  name: string;
  email: string;
  gender: TGender | null;
  dateOfBirth: string | null;
};
export type PersonalDetailsField = keyof PersonalDetailsValues | 'mobileNumber';
export type PersonalDetailsErrors = Partial<Record<PersonalDetailsField, string>>;

export const personalDetailsValuesOf = (user: Pick<TUser, 'name' | 'email' | 'gender' | 'date_of_birth'>): PersonalDetailsValues => ({
  name: user.name ?? '',
  email: user.email ?? '',
  gender: user.gender,
  dateOfBirth: user.date_of_birth,
});

/** The API's field names, as the server names them in a 400, mapped to the form's. */
export const formFieldOf = (apiField: string | undefined): PersonalDetailsField | undefined =>
  apiField === 'date_of_birth'
    ? 'dateOfBirth'
    : apiField === 'name' || apiField === 'email' || apiField === 'gender' || apiField === 'mobileNumber'
      ? apiField
      : undefined;

/**
 * Checks the form with the domain's schema (the server's own rules). A number is required, and
 * comes only from verifying it, so a customer without one is told to add it (spec section 5).
 */
export function readPersonalDetails(
  values: PersonalDetailsValues,
  { hasMobileNumber }: { hasMobileNumber: boolean },
): { ok: true; details: TPersonalDetails } | { ok: false; errors: PersonalDetailsErrors } {
  const parsed = ZPersonalDetails.safeParse({
    name: values.name,
    email: values.email.trim() === '' ? null : values.email,
    gender: values.gender ?? undefined,
    date_of_birth: values.dateOfBirth,
  });
  const errors: PersonalDetailsErrors = {};
  if (!parsed.success) {
    for (const [field, message] of Object.entries(firstIssuePerField(parsed.error.issues))) {
      const formField = formFieldOf(field);
      if (formField) errors[formField] = message;
    }
  }
  if (!hasMobileNumber) errors.mobileNumber = PROFILE_MESSAGES.mobileRequired;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, details: parsed.data };
  return { ok: false, errors };
}

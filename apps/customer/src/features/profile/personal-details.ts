import { PROFILE_RULES, ZPersonalDetails, type GENDERS, type TPersonalDetails, type TUser } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

export type TGender = (typeof GENDERS)[number];

/** What the form holds: every field as typed; the birth date as YYYY-MM-DD from the picker. */
export type PersonalDetailsValues = {
  name: string;
  email: string;
  gender: TGender | null;
  dateOfBirth: string | null;
};

export const personalDetailsValuesOf = (user: Pick<TUser, 'name' | 'email' | 'gender' | 'date_of_birth'>): PersonalDetailsValues => ({
  name: user.name ?? '',
  email: user.email ?? '',
  gender: user.gender,
  dateOfBirth: user.date_of_birth,
});

/** The form's field for an API field name (the schema's path or a 400's field). */
export const formFieldOf = (apiField: string | undefined): string | undefined =>
  apiField === 'date_of_birth'
    ? 'dateOfBirth'
    : apiField === 'name' || apiField === 'email' || apiField === 'gender' || apiField === 'mobileNumber'
      ? apiField
      : undefined;

/**
 * The domain's personal-details schema (the server's own rules). A number is required, and comes
 * only from verifying it, so a customer without one is told to add it (spec section 5).
 */
export const personalDetailsRules = ({ hasMobileNumber }: { hasMobileNumber: boolean }): DomainRules<PersonalDetailsValues, TPersonalDetails> => ({
  schema: ZPersonalDetails,
  toInput: (values) => ({
    name: values.name,
    email: values.email.trim() === '' ? null : values.email,
    gender: values.gender ?? undefined,
    date_of_birth: values.dateOfBirth,
  }),
  fieldOf: (path) => formFieldOf(String(path[0])),
  moreIssues: () => (hasMobileNumber ? [] : [{ field: 'mobileNumber', message: PROFILE_RULES.mobileRequired }]),
});

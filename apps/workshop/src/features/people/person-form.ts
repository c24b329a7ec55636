import {
  checkMobileNumber,
  WORKSHOP_FIELD_RULES,
  ZNewStaffBody,
  type CountryCode,
  type TNewStaffBody,
  type TStaffRole,
  type TTechnicianKind,
} from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** What the details step holds; the role comes from the 'Select User Role' step before it. */
export type PersonValues = {
  name: string;
  username: string;
  technicianKind: TTechnicianKind | null;
  /** The national number; the server adds the brand's country code. */
  mobileNumber: string;
  email: string;
  workshopIds: string[];
  password: string;
  confirmPassword: string;
};

export const newPerson = (workshopId: string): PersonValues => ({
  name: '',
  username: '',
  technicianKind: null,
  mobileNumber: '',
  email: '',
  workshopIds: [workshopId],
  password: '',
  confirmPassword: '',
});

type Brand = { countryCode: CountryCode; digitCount: number };

/**
 * The domain's body of a new person (the server's own rules); an empty mobile or e-mail is none.
 * A technician needs their kind (the server refuses one without it, and anyone else's).
 */
export const personRules = (role: TStaffRole, { countryCode, digitCount }: Brand): DomainRules<PersonValues, TNewStaffBody> => ({
  schema: ZNewStaffBody,
  toInput: (values) => ({
    ...values,
    role,
    technicianKind: role === 'technician' ? values.technicianKind : null,
    mobileNumber: values.mobileNumber === '' ? null : values.mobileNumber,
    email: values.email.trim() === '' ? null : values.email.trim(),
  }),
  moreIssues: (values) => [
    ...(role === 'technician' && values.technicianKind === null ? [{ field: 'technicianKind', message: WORKSHOP_FIELD_RULES.required }] : []),
    ...(values.mobileNumber !== '' && !checkMobileNumber(countryCode, values.mobileNumber, digitCount).ok
      ? [{ field: 'mobileNumber', message: WORKSHOP_FIELD_RULES.mobileInvalid }]
      : []),
  ],
});

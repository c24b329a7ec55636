import { checkMobileNumber, WORKSHOP_FIELD_RULES, ZWorkshopSignUpBody, type CountryCode, type TWorkshopSignUpBody } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';
import type { WorkshopPlace } from '../../shared/workshop-place-field';

export type SignUpValues = {
  workshopName: string;
  city: string;
  place: WorkshopPlace | null;
  ownerName: string;
  /** The national number; the server adds the brand's country code. */
  mobileNumber: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
};

export const emptySignUp = (): SignUpValues => ({
  workshopName: '',
  city: '',
  place: null,
  ownerName: '',
  mobileNumber: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
});

/** The form's field for a field of the body (the schema's path, or a 409's `field`): the point is one field. */
export const signUpFieldOf = (apiField: string): string => (apiField === 'latitude' || apiField === 'longitude' ? 'place' : apiField);

/**
 * The domain's sign-up body (the server's own rules), and the brand's mobile rule the body cannot
 * know: its country's number of digits and first digits.
 */
export const signUpRules = (countryCode: CountryCode, digitCount: number): DomainRules<SignUpValues, TWorkshopSignUpBody> => ({
  schema: ZWorkshopSignUpBody,
  toInput: ({ place, ...values }) => ({ ...values, latitude: place?.latitude, longitude: place?.longitude }),
  fieldOf: (path) => signUpFieldOf(String(path[0])),
  moreIssues: ({ mobileNumber }) =>
    mobileNumber !== '' && !checkMobileNumber(countryCode, mobileNumber, digitCount).ok
      ? [{ field: 'mobileNumber', message: WORKSHOP_FIELD_RULES.mobileInvalid }]
      : [],
});

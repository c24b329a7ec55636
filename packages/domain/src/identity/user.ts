import { z } from 'zod/mini';
import { DEFAULT_LANGUAGE, DEFAULT_PRICING_SEGMENT, SUPPORTED_LANGUAGES } from '../shared/constants';

export const ZUserSettings = z.object({
  deleteRequest: z.boolean(),
  notificationsEnabled: z.boolean(),
  remindersEnabled: z.boolean(),
  pricingSegment: z.string(),
  workshopId: z.nullable(z.string()),
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

export const defaultUserSettings = (): TUserSettings => ({
  deleteRequest: false,
  notificationsEnabled: true,
  remindersEnabled: true,
  pricingSegment: DEFAULT_PRICING_SEGMENT,
  workshopId: null,
  language: DEFAULT_LANGUAGE,
});

export const GENDERS = ['Male', 'Female'] as const;
export const PROVIDERS = ['phone', 'anonymous'] as const;

/** The user record of customer spec section 3. */
export const ZUser = z.object({
  uid: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  primaryPhoneNumber: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  profileImagePath: z.nullable(z.string()),
  isAnonymous: z.boolean(),
  providerId: z.enum(PROVIDERS),
  onBoarding: z.boolean(),
  profileCompleteness: z.int(),
  defaultVehicleRef: z.nullable(z.string()),
  selectedVehicleRef: z.nullable(z.string()),
  defaultAddressRef: z.nullable(z.string()),
  selectedAddressRef: z.nullable(z.string()),
  clientName: z.string(),
  onBoardVehicleSetting: z.boolean(),
  settings: ZUserSettings,
});
export type TUser = z.infer<typeof ZUser>;

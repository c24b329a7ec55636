import { z } from 'zod';
import { DEFAULT_LANGUAGE, DEFAULT_PRICING_SEGMENT, SUPPORTED_LANGUAGES } from '../shared/constants';

export const ZUserSettings = z.object({
  deleteRequest: z.boolean(),
  notificationsEnabled: z.boolean(),
  remindersEnabled: z.boolean(),
  pricingSegment: z.string(),
  workshopId: z.string().nullable(),
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
  name: z.string().nullable(),
  email: z.string().nullable(),
  primaryPhoneNumber: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  profileImagePath: z.string().nullable(),
  isAnonymous: z.boolean(),
  providerId: z.enum(PROVIDERS),
  onBoarding: z.boolean(),
  profileCompleteness: z.number().int(),
  defaultVehicleRef: z.string().nullable(),
  selectedVehicleRef: z.string().nullable(),
  defaultAddressRef: z.string().nullable(),
  selectedAddressRef: z.string().nullable(),
  clientName: z.string(),
  onBoardVehicleSetting: z.boolean(),
  settings: ZUserSettings,
});
export type TUser = z.infer<typeof ZUser>;

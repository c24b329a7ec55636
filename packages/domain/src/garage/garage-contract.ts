import { z } from 'zod';
import { ZUser, ZUserSettings } from '../identity/user';

/** GET /users/me/profile: the user record plus what the profile page shows. */
export const ZProfile = ZUser.extend({
  /** Stored completeness +30 with a vehicle +30 when the selected vehicle has documents. */
  completeness: z.number().int().min(0).max(100),
  rewardPoints: z.number().int(),
  city: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  hasVehicle: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZSettingsPatch = ZUserSettings.pick({ notificationsEnabled: true, remindersEnabled: true, pricingSegment: true, language: true }).partial();

export const DELETE_ACCOUNT_MESSAGES = {
  requested: 'Your account deletion request has been received. Your data will be erased in 30 days.',
} as const;
/** Personal data is erased this many days after the request (workshop spec section 9). */
export const ACCOUNT_ERASURE_DAYS = 30;

export const ZDeleteAccountBody = z.object({
  companyName: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  mobileNumber: z.string().max(20).optional(),
  country: z.string().max(64).optional(),
  reason: z.string().max(500).optional(),
});

export const ZDeleteAccountResult = z.object({ deleteRequest: z.literal(true), eraseAfter: z.string(), message: z.string() });

export const ZGeoPlace = z.object({
  label: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  latitude: z.string(),
  longitude: z.string(),
});
export type TGeoPlace = z.infer<typeof ZGeoPlace>;

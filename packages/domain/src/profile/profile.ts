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

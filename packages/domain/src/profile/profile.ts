import { z } from 'zod';
import { ZUser, ZUserSettings } from '../identity/user';
import { PRICING_SEGMENTS } from '../shared/constants';

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

/** What the customer may change; a pricing segment is one the brands price in (PRICING_SEGMENTS), nothing else. */
export const ZSettingsPatch = ZUserSettings.pick({ notificationsEnabled: true, remindersEnabled: true, language: true })
  .extend({ pricingSegment: z.enum(PRICING_SEGMENTS, { error: `Pricing segment must be one of ${PRICING_SEGMENTS.join(', ')}` }) })
  .partial();

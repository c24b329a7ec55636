import { z } from 'zod/mini';
import { ZUser, ZUserSettings } from '../identity/user';
import { PRICING_SEGMENTS } from '../shared/constants';

/** GET /users/me/profile: the user record plus what the profile page shows. */
export const ZProfile = z.extend(ZUser, {
  /** Stored completeness +30 with a vehicle +30 when the selected vehicle has documents. */
  completeness: z.int().check(z.gte(0), z.lte(100)),
  rewardPoints: z.int(),
  city: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  hasVehicle: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * What the customer may change; a pricing segment is one the brands price in (PRICING_SEGMENTS),
 * nothing else; the workshop is one of the brand's (the one chosen for the cart), or null to forget it.
 */
export const ZSettingsPatch = z.partial(
  z.extend(z.pick(ZUserSettings, { notificationsEnabled: true, remindersEnabled: true, language: true }), {
    pricingSegment: z.enum(PRICING_SEGMENTS, { error: `Pricing segment must be one of ${PRICING_SEGMENTS.join(', ')}` }),
    workshopId: z.nullable(z.uuid()),
  }),
);

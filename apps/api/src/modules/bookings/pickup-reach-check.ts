import { beyondPickupMessage, placeBeyondPickup, type PickupArea, type TBookingLocation } from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';

/** The workshops module's answer: where a workshop is and how far it picks up from; null when the brand has none such. */
export type WorkshopPickupArea = (brand: Brand, workshopId: string) => Promise<PickupArea | null>;

/**
 * Refuses a pickup or drop-off place beyond the workshop's pickup radius (issue 26 item 15: a pickup
 * 503 km away was booked without a word), naming the radius and the place's field. Places not given
 * are not judged: a change of the drop-off alone leaves the pickup as it was booked.
 */
export async function checkPickupReach(
  pickupAreaOf: WorkshopPickupArea,
  brand: Brand,
  workshopId: string,
  places: { pickup: TBookingLocation | null | undefined; dropoff: TBookingLocation | null | undefined },
): Promise<void> {
  if (!places.pickup && !places.dropoff) return;
  const area = await pickupAreaOf(brand, workshopId);
  if (!area) throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
  const beyond = placeBeyondPickup(area, { pickup: places.pickup ?? null, dropoff: places.dropoff ?? null });
  if (beyond)
    throw new AppError('bookings/beyond-pickup-radius', { message: beyondPickupMessage(area.pickupRadiusKm), field: `pickupDropoffData.${beyond}Location` });
}

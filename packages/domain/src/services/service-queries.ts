import { z } from 'zod';
import { VEHICLE_TYPES } from '../garage/vehicle';

/**
 * The queries of the service menu's routes that pick services for the customer (customer spec
 * section 7): recommended services, a workshop's services and several services at once. Each is
 * priced for the customer's vehicle (`catalogVehicleId`, as the customer's vehicles carry it) in
 * their pricing segment. The spec's calls also send the vehicle's `make`, `model` and `variant` by
 * name: they are accepted, but names are not unique (one make builds cars and bikes), so the
 * catalogue id decides the vehicle.
 */
const vehicle = {
  clientName: z.string().max(64).optional(),
  catalogVehicleId: z.string().max(300).optional(),
  pricingSegment: z.string().min(1).max(64).optional(),
  make: z.string().max(200).optional(),
  model: z.string().max(200).optional(),
  variant: z.string().max(200).optional(),
};

/** Where the customer is: both coordinates or neither. */
const position = {
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
};
const bothOrNeither = (query: { latitude?: number; longitude?: number }) => (query.latitude === undefined) === (query.longitude === undefined);
const BOTH_OR_NEITHER = { message: 'Send latitude and longitude together', path: ['longitude'] };

/** GET /catalog/recommended-services. */
export const ZRecommendedServicesQuery = z
  .object({ ...vehicle, ...position, vehicleType: z.enum(VEHICLE_TYPES).optional() })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export type TRecommendedServicesQuery = z.infer<typeof ZRecommendedServicesQuery>;

/** GET /workshop/servicesByWorkshop: the position is accepted as the spec sends it; the workshop is named, so it decides nothing. */
export const ZServicesByWorkshopQuery = z
  .object({ ...vehicle, ...position, workshopId: z.uuid({ error: 'Record Not Found' }), searchString: z.string().max(100).optional() })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export type TServicesByWorkshopQuery = z.infer<typeof ZServicesByWorkshopQuery>;

/** At most this many different services in one multi-service call (a cart or a booking holds fewer). */
export const MAX_SERVICES_AT_ONCE = 20;

/**
 * GET /catalog/multi-service: `serviceIdList` is comma-separated ids; the same id twice counts once.
 * `bookingId` is accepted as the spec sends it; until bookings exist it changes nothing.
 */
export const ZMultiServiceQuery = z.object({
  ...vehicle,
  serviceIdList: z
    .string()
    // Room for far more ids than are served (the service refuses more than 20 by its own code); a longer text is not split at all.
    .max(4_000)
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid({ error: 'Each service id must be a service’s id' })).min(1, 'Name at least one service')),
  bookingId: z.string().max(100).optional(),
});
export type TMultiServiceQuery = z.infer<typeof ZMultiServiceQuery>;

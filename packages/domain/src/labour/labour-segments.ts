import { z } from 'zod';
import { MAKE_SEGMENTS, type TMakeSegment } from '../catalog/vehicle-catalog';
import { VEHICLE_TYPES, type TVehicleType } from '../garage/vehicle';

/**
 * A vehicle segment of a workshop's labour catalogue (hatchback, sedan, SUV, luxury; scooter,
 * motorcycle): the vehicles it holds are named by what the vehicle catalogue already knows of a
 * vehicle, its type, its model's category ('Hatchback', 'SUV': catalog/data/*.json) and its make's
 * segment (mass, premium, luxury). An empty list narrows nothing. The catalogue has no engine size,
 * so bikes are told apart by category (decision 0057).
 */
export type TVehicleSegmentRule = { vehicleType: TVehicleType; categories: readonly string[]; makeSegments: readonly TMakeSegment[] };

/** What a vehicle is, for its segment: the catalogue's facts. */
export type TSegmentedVehicle = { vehicleType: TVehicleType; category: string; makeSegment: TMakeSegment };

export const ZVehicleSegmentRule = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  categories: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  makeSegments: z.array(z.enum(MAKE_SEGMENTS)).max(MAKE_SEGMENTS.length).default([]),
});

const holds = (rule: TVehicleSegmentRule, vehicle: TSegmentedVehicle): boolean =>
  rule.vehicleType === vehicle.vehicleType &&
  (rule.categories.length === 0 || rule.categories.some((category) => category.toLowerCase() === vehicle.category.toLowerCase())) &&
  (rule.makeSegments.length === 0 || rule.makeSegments.includes(vehicle.makeSegment));

/** A make segment says more than a body style: a luxury make's SUV is serviced as a luxury car, not as an SUV. */
const narrowness = (rule: TVehicleSegmentRule): number => (rule.makeSegments.length > 0 ? 2 : 0) + (rule.categories.length > 0 ? 1 : 0);

/**
 * The segment a vehicle's labour is priced in: the narrowest that holds it, the first listed on a
 * tie; none when no segment holds it (its labour is not in the catalogue).
 */
export function segmentOfVehicle<S extends TVehicleSegmentRule>(segments: readonly S[], vehicle: TSegmentedVehicle): S | undefined {
  let best: S | undefined;
  for (const segment of segments) if (holds(segment, vehicle) && (!best || narrowness(segment) > narrowness(best))) best = segment;
  return best;
}

import { greatCircleKm } from './workshop';

/** A workshop's pickup radius (issue 26 item 15; column workshops.pickup_radius_km): 10 km unless its owner says; 0 means it does not pick up. */
export const PICKUP_RADIUS_KM = { default: 10, least: 0, most: 500 } as const;

type Place = { latitude: number; longitude: number };
/** Where a workshop is and how far its drivers go. */
export type PickupArea = Place & { pickupRadiusKm: number };

/**
 * A metre's slack at the edge: a place said to be exactly at the radius must not be refused for the
 * last bits of a floating-point haversine.
 */
const EDGE_KM = 0.001;

/** Whether a place `distanceKm` from the workshop is within its pickup radius, the edge included (the workshop list measures in SQL). */
export const isWithinPickupRadius = (radiusKm: number, distanceKm: number): boolean => radiusKm > 0 && distanceKm <= radiusKm + EDGE_KM;

/** Whether the workshop picks up from (and drops back to) `place`. */
export const picksUpFrom = (workshop: PickupArea, place: Place): boolean => isWithinPickupRadius(workshop.pickupRadiusKm, greatCircleKm(workshop, place));

/** The first of a pickup booking's places the workshop does not reach ('pickup' before 'dropoff'), or null when it reaches both. */
export function placeBeyondPickup(workshop: PickupArea, places: { pickup: Place | null; dropoff: Place | null }): 'pickup' | 'dropoff' | null {
  if (places.pickup && !picksUpFrom(workshop, places.pickup)) return 'pickup';
  if (places.dropoff && !picksUpFrom(workshop, places.dropoff)) return 'dropoff';
  return null;
}

/** The refusal in English, naming the radius (the apps show their own translation of it). */
export const beyondPickupMessage = (radiusKm: number): string =>
  radiusKm > 0
    ? `This workshop picks up within ${radiusKm} km. Choose a nearer address or visit the workshop yourself.`
    : 'This workshop does not pick up vehicles. Visit the workshop yourself.';

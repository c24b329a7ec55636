import { z } from 'zod';

/** A workshop's working days, as customer spec section 10 names them (default: all seven). */
export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** The Nearby filter of Select Workshop (customer spec section 10). */
export const NEARBY_RADIUS_KM = 100;

/** The mean Earth radius (IUGG), the one every great-circle distance here uses, in SQL and in tests. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Town traffic at about 24 km/h door to door: what a customer should expect a pickup or a drive to
 * the workshop to take, from the straight-line distance (roads run about a third longer).
 */
const ROAD_FACTOR = 1.3;
const TOWN_KM_PER_HOUR = 24;
export const travelMinutes = (distanceKm: number) => Math.max(5, Math.round(((distanceKm * ROAD_FACTOR) / TOWN_KM_PER_HOUR) * 60));

/** The great-circle distance between two points, in km (the haversine formula). */
export function greatCircleKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A workshop as the customer app lists it (customer spec section 3), with how far it is from the customer when they said where they are. */
export const ZWorkshop = z.object({
  workshopId: z.string(),
  displayTitle: z.string(),
  shortDescription: z.string(),
  /** The quality segment (a pricing segment of the brand: standard, premium ...). */
  quality: z.string(),
  address: z.string(),
  city: z.string(),
  /** km, one decimal; null when the request gave no position. */
  distance: z.number().nullable(),
  /** Minutes by road, estimated from the distance (travelMinutes); null without a position. */
  duration: z.number().int().nullable(),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  imageUrls: z.array(z.string()),
  recommended: z.boolean(),
  promotionalText: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  phoneNumber: z.string(),
  workingDays: z.array(z.enum(WEEKDAYS)),
  opensAt: ZTime,
  closesAt: ZTime,
  timeZone: z.string(),
  /** How far its drivers pick up from and drop back to, in km; 0: it does not pick up. */
  pickupRadiusKm: z.number().int().min(0),
  /** Whether it picks up from where the caller said they are (within pickupRadiusKm); null without a position. */
  picksUpHere: z.boolean().nullable(),
});
export type TWorkshop = z.infer<typeof ZWorkshop>;

/** A quality tier of the brand's workshops, for the Workshop Quality screen (listing model Segment). */
export const ZWorkshopSegment = z.object({
  name: z.string(),
  displayName: z.string(),
  features: z.array(z.string()),
});
export type TWorkshopSegment = z.infer<typeof ZWorkshopSegment>;

/**
 * The week a new workshop starts with, as such centres keep it in its market (India closes on
 * Sunday, the Gulf on Friday); the owner changes it in the workshop's settings.
 */
export function marketWorkingWeek(countryCode: string): { workingDays: TWeekday[]; opensAt: string; closesAt: string } {
  const isIndia = countryCode === '+91';
  return {
    workingDays: isIndia ? ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] : ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU'],
    opensAt: '09:00',
    closesAt: '19:00',
  };
}

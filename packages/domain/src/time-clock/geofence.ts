import { z } from 'zod';
import { greatCircleKm } from '../workshops/workshop';

/**
 * How far from its workshop a clock-in may be before it is flagged (issue 29 part 3): a workshop's
 * own setting, 200 m unless its owner says. Phones inside a building read 20-100 m off, so less is
 * noise. A far clock-in is recorded and shown, never refused: the person is at work either way.
 */
export const GEOFENCE_RADIUS_METRES = { default: 200, least: 50, most: 5000 } as const;

/**
 * The device's own accuracy radius as a clock keeps it, in metres: a browser without GPS reads by
 * Wi-Fi or IP to tens of kilometres, so the bound is wide; the app sends no more than it (`keptAccuracy`),
 * so an odd reading never refuses a clock.
 */
export const LOCATION_ACCURACY_MOST_METRES = 100_000;

/** The device's accuracy as sent: whole metres up to the bound; none for a reading that is not a distance. */
export const keptAccuracy = (accuracy: number | null | undefined): number | null =>
  accuracy === null || accuracy === undefined || !Number.isFinite(accuracy) || accuracy < 0
    ? null
    : Math.min(Math.round(accuracy), LOCATION_ACCURACY_MOST_METRES);

/** What the device told of where it was: a position, or why there is none. Never a reason to refuse the clock. */
export const LOCATION_STATUSES = ['recorded', 'refused', 'unavailable'] as const;
export type TLocationStatus = (typeof LOCATION_STATUSES)[number];

export const ZClockLocation = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('recorded'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** The device's own accuracy radius, in metres. */
    accuracyMetres: z.number().min(0).max(LOCATION_ACCURACY_MOST_METRES).nullable().default(null),
  }),
  z.object({ status: z.literal('refused') }),
  z.object({ status: z.literal('unavailable') }),
]);
export type TClockLocation = z.infer<typeof ZClockLocation>;

type Point = { latitude: number; longitude: number };

/** The great-circle (haversine) distance between two points, in whole metres. */
export const distanceMetres = (from: Point, to: Point): number => Math.round(greatCircleKm(from, to) * 1000);

/**
 * Where a clock was made, judged against the workshop's geofence: its distance in metres (null
 * without a position) and whether it lies beyond the radius. A position that was not given is not
 * flagged: refused or unavailable is recorded as such and shown on its own.
 *
 * The device may be anywhere within its accuracy of the position it gives, so a clock whose accuracy
 * circle still reaches the geofence is not flagged. The accuracy counts up to the radius only: a
 * reading vaguer than the geofence itself (a laptop placed by its IP) cannot vouch for being near,
 * so at most it doubles the distance allowed.
 */
export function geofenceCheck(workshop: Point, radiusMetres: number, location: TClockLocation): { distanceMetres: number | null; isOutside: boolean } {
  if (location.status !== 'recorded') return { distanceMetres: null, isOutside: false };
  const distance = distanceMetres(workshop, location);
  const benefitOfDoubt = Math.min(location.accuracyMetres ?? 0, radiusMetres);
  return { distanceMetres: distance, isOutside: distance - benefitOfDoubt > radiusMetres };
}

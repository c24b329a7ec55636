import type { CountryCode } from '../shared/phone';

export type MapPoint = { latitude: number; longitude: number };

/** Where the address map opens before the customer chooses a place: the spec's Hyderabad point, or the brand's capital. */
export const MAP_START_POINTS: Record<CountryCode, MapPoint> = {
  '+91': { latitude: 17.45, longitude: 78.37 },
  '+966': { latitude: 24.7136, longitude: 46.6753 }, // Riyadh
  '+971': { latitude: 24.4539, longitude: 54.3773 }, // Abu Dhabi
  '+973': { latitude: 26.2285, longitude: 50.586 }, // Manama
};

/** Six decimals, as addresses keep their coordinates (about ten centimetres). */
const sameAtSixDecimals = (a: number, b: number) => Math.round(a * 1e6) === Math.round(b * 1e6);

/**
 * Whether a point is the map's untouched opening point (issue 26 item 15): a customer whose map
 * tiles never loaded could save an address there, hundreds of km from home, without a word. A
 * place the customer chose (search, device location, a tap) is never exactly on it.
 */
export const isMapStartPoint = (countryCode: CountryCode, point: MapPoint): boolean => {
  const start = MAP_START_POINTS[countryCode];
  return sameAtSixDecimals(point.latitude, start.latitude) && sameAtSixDecimals(point.longitude, start.longitude);
};

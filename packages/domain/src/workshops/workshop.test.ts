import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleKm, travelMinutes } from './workshop';

describe('workshop distances', () => {
  it('gives the haversine formula’s published example: Nashville to Los Angeles, 2887.26 km on a 6372.8 km sphere', () => {
    const nashville = { latitude: 36.12, longitude: -86.67 };
    const losAngeles = { latitude: 33.94, longitude: -118.4 };
    expect((greatCircleKm(nashville, losAngeles) * 6372.8) / EARTH_RADIUS_KM).toBeCloseTo(2887.2599506, 6);
    expect(greatCircleKm(losAngeles, nashville)).toBeCloseTo(greatCircleKm(nashville, losAngeles), 9);
    expect(greatCircleKm(nashville, nashville)).toBe(0);
  });

  it('estimates the drive from the distance, never under five minutes', () => {
    expect(travelMinutes(0)).toBe(5);
    // 12 km straight is about 15.6 km of road: 39 minutes at 24 km/h.
    expect(travelMinutes(12)).toBe(39);
    expect(travelMinutes(100)).toBe(325);
  });
});

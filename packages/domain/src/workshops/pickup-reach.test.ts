import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from './workshop';
import { beyondPickupMessage, picksUpFrom, placeBeyondPickup } from './pickup-reach';

const workshop = { latitude: 17.4401, longitude: 78.3489, pickupRadiusKm: 10 };
/** A point `km` due north of the workshop: along a meridian the great-circle distance is exact. */
const north = (km: number) => ({ latitude: workshop.latitude + (km / EARTH_RADIUS_KM) * (180 / Math.PI), longitude: workshop.longitude });

describe('picksUpFrom', () => {
  it('reaches a place inside the radius and exactly at it, not beyond', () => {
    expect(picksUpFrom(workshop, north(3))).toBe(true);
    expect(picksUpFrom(workshop, north(10))).toBe(true);
    expect(picksUpFrom(workshop, north(10.01))).toBe(false);
    expect(picksUpFrom(workshop, north(503))).toBe(false);
  });

  it('a radius of 0 picks up from nowhere, not even next door', () => {
    expect(picksUpFrom({ ...workshop, pickupRadiusKm: 0 }, workshop)).toBe(false);
  });
});

describe('placeBeyondPickup', () => {
  it('names the pickup first, then the drop-off', () => {
    expect(placeBeyondPickup(workshop, { pickup: north(2), dropoff: north(4) })).toBeNull();
    expect(placeBeyondPickup(workshop, { pickup: north(20), dropoff: north(30) })).toBe('pickup');
    expect(placeBeyondPickup(workshop, { pickup: north(2), dropoff: north(30) })).toBe('dropoff');
    expect(placeBeyondPickup(workshop, { pickup: north(2), dropoff: null })).toBeNull();
  });
});

it('the refusal names the radius', () => {
  expect(beyondPickupMessage(10)).toBe('This workshop picks up within 10 km. Choose a nearer address or visit the workshop yourself.');
  expect(beyondPickupMessage(0)).toMatch(/does not pick up/);
});

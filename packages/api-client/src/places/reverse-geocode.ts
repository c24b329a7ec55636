import { ZGeoPlace, type TGeoPlace } from '@servicebay/domain';
import { api } from '../client';

/** GET /geo/reverse?lat=&lon=: the city, state and postal code at a point, or null out in the open. */
export const reverseGeocode = (latitude: number, longitude: number): Promise<TGeoPlace | null> =>
  api.request(`/geo/reverse?${new URLSearchParams({ lat: String(latitude), lon: String(longitude) })}`, { schema: ZGeoPlace.nullable() });

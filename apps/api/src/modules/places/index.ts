import type { Geocoder } from '../../platform/geo/geo';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import type { ServerModule } from '../../platform/server-module';
import { placesRoutes } from './places.routes';

/** The places module's public face: address search and reverse geocoding for the map. */
export function createPlacesModule(geo: Geocoder, rateLimits: RateLimits) {
  const module: ServerModule = { name: 'places', routes: [placesRoutes({ geo, rateLimits })] };
  return { services: { geo }, module };
}

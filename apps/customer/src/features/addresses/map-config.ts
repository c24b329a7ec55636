import { MAP_START_POINTS, type CountryCode } from '@servicebay/domain';

// Map tiles come from the server's MAP_TILE_URL (brand profile `mapTileUrl`). Without tiles
// (none configured, offline, blocked) the map shows a plain background and the pin still moves,
// so an address can always be saved.
export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Street level, where a pin can be put on a building (customer spec section 9). */
export const MAP_ZOOM = 18;

export type MapPosition = { latitude: number; longitude: number };

/** Where the map opens without an address (domain map-start.ts: an address is never saved there untouched). */
export const defaultMapPosition = (countryCode: CountryCode): MapPosition => MAP_START_POINTS[countryCode];

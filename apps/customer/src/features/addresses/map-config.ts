import type { CountryCode } from '@servicebay/domain';

// Map tiles come from the server's MAP_TILE_URL (brand profile `mapTileUrl`). Without tiles
// (none configured, offline, blocked) the map shows a plain background and the pin still moves,
// so an address can always be saved.
export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Street level, where a pin can be put on a building (customer spec section 9). */
export const MAP_ZOOM = 18;

export type MapPosition = { latitude: number; longitude: number };

/** Where the map opens without an address: the spec's Hyderabad point, or the brand's capital. */
const DEFAULT_POSITIONS: Record<CountryCode, MapPosition> = {
  '+91': { latitude: 17.45, longitude: 78.37 },
  '+966': { latitude: 24.7136, longitude: 46.6753 }, // Riyadh
  '+971': { latitude: 24.4539, longitude: 54.3773 }, // Abu Dhabi
  '+973': { latitude: 26.2285, longitude: 50.586 }, // Manama
};

export const defaultMapPosition = (countryCode: CountryCode): MapPosition => DEFAULT_POSITIONS[countryCode];

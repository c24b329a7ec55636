import type { Language, TGeoPlace } from '@servicebay/domain';

/**
 * Address search and reverse geocoding (customer spec section 2: add/edit address on a map),
 * answering in `language` where the geocoder knows the place's name in it (else in English).
 */
export type Geocoder = {
  search: (query: string, options: { countryCode: string; limit?: number; language?: Language }) => Promise<TGeoPlace[]>;
  reverse: (latitude: number, longitude: number, language?: Language) => Promise<TGeoPlace | null>;
};

/** The brand's calling code -> the ISO country the search is limited to. */
export const ISO_COUNTRY_BY_CALLING_CODE: Record<string, string> = { '+91': 'IN', '+966': 'SA', '+971': 'AE', '+973': 'BH' };

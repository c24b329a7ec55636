import type { TGeoPlace } from '@servicebay/domain';
import { ISO_COUNTRY_BY_CALLING_CODE, type Geocoder } from './geo';

type NominatimResult = {
  display_name: string;
  lat: string;
  lon: string;
  address?: Record<string, string | undefined>;
};

const toPlace = (r: NominatimResult): TGeoPlace => {
  const a = r.address ?? {};
  return {
    label: r.display_name,
    city: a.city ?? a.town ?? a.village ?? a.county ?? '',
    state: a.state ?? a.region ?? '',
    country: a.country ?? '',
    postalCode: a.postcode ?? '',
    latitude: Number(r.lat).toFixed(6),
    longitude: Number(r.lon).toFixed(6),
  };
};

/** A Nominatim-compatible geocoder (self-hosted or a provider's), selected by GEOCODER_URL. */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string; fetch?: typeof fetch }): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const get = async (pathAndQuery: string) => {
    const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}${pathAndQuery}`, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return {
    // Nominatim names places in the language asked for where OpenStreetMap has the name in it.
    search: async (query, { countryCode, limit = 8, language = 'en' }) => {
      const params = new URLSearchParams({ q: query, format: 'jsonv2', addressdetails: '1', limit: String(limit), 'accept-language': language });
      const iso = ISO_COUNTRY_BY_CALLING_CODE[countryCode];
      if (iso) params.set('countrycodes', iso.toLowerCase());
      return ((await get(`/search?${params}`)) as NominatimResult[]).map(toPlace);
    },
    reverse: async (latitude, longitude, language = 'en') => {
      const params = new URLSearchParams({ lat: String(latitude), lon: String(longitude), format: 'jsonv2', addressdetails: '1', 'accept-language': language });
      const result = (await get(`/reverse?${params}`)) as NominatimResult & { error?: string };
      return result.error ? null : toPlace(result);
    },
  };
}

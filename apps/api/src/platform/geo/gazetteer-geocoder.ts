import type { Language, TGeoPlace } from '@servicebay/domain';
import gazetteer from './data/gazetteer.json' with { type: 'json' };
import regionsAr from './data/regions-ar.json' with { type: 'json' };
import { ISO_COUNTRY_BY_CALLING_CODE, type Geocoder } from './geo';

type Place = {
  name: string;
  nameAr?: string;
  kind: 'city' | 'district';
  city: string;
  state: string;
  country: string;
  countryCode: string;
  postalCode?: string;
  lat: number;
  lon: number;
};

const places = gazetteer as Place[];
/** Beyond this distance from any known place, reverse geocoding knows nothing. */
const REVERSE_RADIUS_KM = 40;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** The Arabic names of Gulf cities (their own entries) and of provinces, emirates, governorates and countries. */
const arabicNames = new Map<string, string>(Object.entries(regionsAr as Record<string, string>));
for (const p of places) if (p.kind === 'city' && p.nameAr) arabicNames.set(`${p.countryCode} ${p.name}`, p.nameAr);

/** A place's names in `language`: Arabic where the gazetteer has them (Gulf places), English otherwise. */
function namesIn(p: Place, language: Language) {
  const english = { place: p.name, city: p.city, state: p.state, country: p.country };
  if (language !== 'ar' || !p.nameAr) return { ...english, separator: ', ' };
  return {
    place: p.nameAr,
    city: arabicNames.get(`${p.countryCode} ${p.city}`) ?? p.city,
    state: arabicNames.get(p.state) ?? p.state,
    country: arabicNames.get(p.country) ?? p.country,
    separator: '، ',
  };
}

const toPlace = (p: Place, language: Language): TGeoPlace => {
  const names = namesIn(p, language);
  return {
    label: [p.kind === 'district' ? names.place : null, names.city, names.state, names.country].filter(Boolean).join(names.separator),
    city: names.city,
    state: names.state,
    country: names.country,
    postalCode: p.postalCode ?? '',
    latitude: p.lat.toFixed(6),
    longitude: p.lon.toFixed(6),
  };
};

/** Ranks exact names above prefixes above words inside; districts and cities alike. */
function score(place: Place, query: string): number {
  const names = [place.name, place.nameAr ?? ''].map(fold);
  if (names.includes(query)) return 4;
  if (names.some((n) => n.startsWith(query))) return 3;
  if (names.some((n) => n.split(/[\s-]+/).some((w) => w.startsWith(query)))) return 2;
  if (fold(`${place.name} ${place.city} ${place.state}`).includes(query)) return 1;
  return 0;
}

/** The offline default: a bundled gazetteer of the four markets' cities and districts. */
export function createGazetteerGeocoder(): Geocoder {
  return {
    search: async (query, { countryCode, limit = 8, language = 'en' }) => {
      const q = fold(query);
      if (q.length < 2) return [];
      const iso = ISO_COUNTRY_BY_CALLING_CODE[countryCode];
      return places
        .filter((p) => !iso || p.countryCode === iso)
        .map((p) => ({ p, s: score(p, q) }))
        .filter((r) => r.s > 0)
        .sort((a, b) => b.s - a.s || a.p.name.localeCompare(b.p.name))
        .slice(0, limit)
        .map((r) => toPlace(r.p, language));
    },
    reverse: async (latitude, longitude, language = 'en') => {
      let best: { place: Place; km: number } | null = null;
      for (const place of places) {
        const km = distanceKm(latitude, longitude, place.lat, place.lon);
        if (!best || km < best.km) best = { place, km };
      }
      if (!best || best.km > REVERSE_RADIUS_KM) return null;
      return { ...toPlace(best.place, language), latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) };
    },
  };
}

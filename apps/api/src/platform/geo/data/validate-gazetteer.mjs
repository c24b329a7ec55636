#!/usr/bin/env node
// Validates gazetteer.json in this folder (no dependencies).
// Usage: node apps/api/src/platform/geo/data/validate-gazetteer.mjs
// Exits with status 1 and lists every problem when a rule is broken; prints the counts either way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILE = 'gazetteer.json';

const KINDS = ['city', 'district'];
// Country name, a generous bounding box, the allowed first-level divisions, and the postal-code rule.
const COUNTRIES = {
  IN: {
    country: 'India',
    lat: [6, 37.5],
    lon: [68, 97.5],
    postal: 'required-for-districts',
    postalPattern: /^[1-9][0-9]{5}$/,
    states: [
      'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
      'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
      'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
      'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
      'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
      'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
    ],
  },
  SA: {
    country: 'Saudi Arabia',
    lat: [16, 32.2],
    lon: [34.5, 55.7],
    postal: 'optional',
    postalPattern: /^[0-9]{5}$/,
    states: [
      'Riyadh Province', 'Makkah Province', 'Madinah Province', 'Eastern Province', 'Asir Province', 'Tabuk Province',
      'Al-Qassim Province', 'Hail Province', 'Najran Province', 'Jazan Province', 'Northern Borders Province',
      'Al Jouf Province', 'Al Bahah Province',
    ],
  },
  AE: {
    country: 'United Arab Emirates',
    lat: [22.5, 26.2],
    lon: [51.5, 56.4],
    postal: 'forbidden',
    states: ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'],
  },
  BH: {
    country: 'Bahrain',
    lat: [25.78, 26.35],
    lon: [50.37, 50.83],
    postal: 'forbidden',
    states: ['Capital Governorate', 'Muharraq Governorate', 'Northern Governorate', 'Southern Governorate'],
  },
};

// Coverage the app relies on.
const REQUIRED = {
  minCities: { IN: 60, SA: 15, AE: 7 },
  minDistricts: [
    ['IN', 'Mumbai', 10], ['IN', 'Delhi', 10], ['IN', 'Bengaluru', 10], ['IN', 'Hyderabad', 10],
    ['IN', 'Chennai', 10], ['IN', 'Kolkata', 10], ['IN', 'Pune', 10], ['IN', 'Ahmedabad', 10],
    ['SA', 'Riyadh', 10], ['SA', 'Jeddah', 10], ['AE', 'Dubai', 10], ['AE', 'Abu Dhabi', 10],
  ],
  places: {
    IN: ['Gachibowli', 'Madhapur', 'Kondapur', 'HITEC City', 'Kukatpally'],
    SA: ['Riyadh', 'Jeddah', 'Mecca', 'Medina', 'Dammam', 'Khobar', 'Dhahran', 'Taif', 'Tabuk', 'Abha', 'Buraidah', 'Hail', 'Jubail', 'Yanbu', 'Najran'],
    AE: ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'],
    BH: ['Manama', 'Muharraq', 'Riffa', 'Hamad Town', 'Isa Town', 'Sitra', 'Juffair', 'Seef', 'Adliya', 'Budaiya'],
  },
  // The capital of every Indian state and union territory.
  indianCapitals: [
    'Amaravati', 'Itanagar', 'Dispur', 'Patna', 'Raipur', 'Panaji', 'Gandhinagar', 'Chandigarh', 'Shimla', 'Ranchi',
    'Bengaluru', 'Thiruvananthapuram', 'Bhopal', 'Mumbai', 'Imphal', 'Shillong', 'Aizawl', 'Kohima', 'Bhubaneswar',
    'Jaipur', 'Gangtok', 'Chennai', 'Hyderabad', 'Agartala', 'Lucknow', 'Dehradun', 'Kolkata', 'Delhi', 'Srinagar',
    'Jammu', 'Leh', 'Puducherry', 'Port Blair', 'Daman', 'Kavaratti',
  ],
  // The app's default map position: at least this many districts within radiusKm.
  defaultPosition: { lat: 17.45, lon: 78.37, radiusKm: 6, min: 5 },
};
const MAX_DISTRICT_KM = 40; // a district must lie within this distance of its city's entry

// "City and state: letters only" (address validation) - letters, spaces, dots and hyphens.
const CITY_STATE = /^[A-Za-z][A-Za-z .-]*[A-Za-z.]$/;
const ARABIC = /^[\u0600-\u06FF][\u0600-\u06FF ]*[\u0600-\u06FF]$/;
const ALLOWED_KEYS = new Set(['name', 'kind', 'city', 'state', 'country', 'countryCode', 'postalCode', 'lat', 'lon', 'nameAr']);

const errors = [];
const fail = (where, message) => errors.push(`${where}: ${message}`);

function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

let places;
try {
  places = JSON.parse(readFileSync(path.join(here, FILE), 'utf8'));
} catch (err) {
  console.error(`${FILE} cannot be read as JSON (${err.message})`);
  process.exit(1);
}
if (!Array.isArray(places)) {
  console.error(`${FILE}: top level must be an array of places`);
  process.exit(1);
}

const seen = new Set();
const cities = new Map(); // "CC|city" -> entry
places.forEach((p, i) => {
  const w = `${FILE}[${i}] ${p?.name ?? '?'}`;
  for (const key of Object.keys(p)) if (!ALLOWED_KEYS.has(key)) fail(w, `unknown field "${key}"`);
  if (typeof p.name !== 'string' || p.name.trim() !== p.name || p.name.length === 0) fail(w, 'name missing or padded');
  if (!KINDS.includes(p.kind)) fail(w, `kind "${p.kind}" not one of ${KINDS.join(', ')}`);
  const c = COUNTRIES[p.countryCode];
  if (!c) {
    fail(w, `countryCode "${p.countryCode}" not one of ${Object.keys(COUNTRIES).join(', ')}`);
    return;
  }
  if (p.country !== c.country) fail(w, `country "${p.country}" should be "${c.country}" for ${p.countryCode}`);
  if (!CITY_STATE.test(p.city ?? '')) fail(w, `city "${p.city}" must be letters, spaces, dots or hyphens`);
  if (!CITY_STATE.test(p.state ?? '')) fail(w, `state "${p.state}" must be letters, spaces, dots or hyphens`);
  if (!c.states.includes(p.state)) fail(w, `state "${p.state}" is not a known division of ${c.country}`);
  if (typeof p.lat !== 'number' || p.lat < c.lat[0] || p.lat > c.lat[1]) fail(w, `lat ${p.lat} outside ${c.country} (${c.lat.join('..')})`);
  if (typeof p.lon !== 'number' || p.lon < c.lon[0] || p.lon > c.lon[1]) fail(w, `lon ${p.lon} outside ${c.country} (${c.lon.join('..')})`);

  if ('postalCode' in p) {
    if (c.postal === 'forbidden') fail(w, `${c.country} has no postal codes in this gazetteer; omit postalCode`);
    else if (typeof p.postalCode !== 'string' || !c.postalPattern.test(p.postalCode)) fail(w, `postalCode "${p.postalCode}" does not match ${c.postalPattern}`);
  } else if (c.postal === 'required-for-districts' && p.kind === 'district') fail(w, 'Indian districts need a 6-digit postalCode');

  if ('nameAr' in p) {
    if (p.countryCode === 'IN') fail(w, 'nameAr is only for Gulf places');
    else if (typeof p.nameAr !== 'string' || !ARABIC.test(p.nameAr)) fail(w, `nameAr "${p.nameAr}" is not Arabic script`);
  }

  if (p.kind === 'city' && p.city !== p.name) fail(w, `a city's "city" must be its own name, not "${p.city}"`);
  if (p.kind === 'district' && p.city === p.name) fail(w, 'a district cannot be named like its city');

  const key = `${p.countryCode}|${String(p.city).toLowerCase()}|${String(p.name).toLowerCase()}`;
  if (seen.has(key)) fail(w, `duplicate place "${p.name}" in ${p.city}`);
  seen.add(key);
  if (p.kind === 'city') cities.set(`${p.countryCode}|${p.city}`, p);
});

// Districts must hang off a listed city of the same state, close to it.
for (const p of places) {
  if (p.kind !== 'district' || !COUNTRIES[p.countryCode]) continue;
  const w = `${FILE} ${p.name} (${p.city})`;
  const city = cities.get(`${p.countryCode}|${p.city}`);
  if (!city) {
    fail(w, `its city "${p.city}" has no kind "city" entry`);
    continue;
  }
  if (city.state !== p.state) fail(w, `state "${p.state}" differs from its city's "${city.state}"`);
  const d = km(city, p);
  if (d > MAX_DISTRICT_KM) fail(w, `${d.toFixed(1)} km from ${p.city}, more than ${MAX_DISTRICT_KM} km`);
}

// Coverage.
const count = (pred) => places.filter(pred).length;
for (const [cc, min] of Object.entries(REQUIRED.minCities)) {
  const n = count((p) => p.countryCode === cc && p.kind === 'city');
  if (n < min) fail('coverage', `${n} cities in ${cc}, needs at least ${min}`);
}
for (const [cc, city, min] of REQUIRED.minDistricts) {
  const n = count((p) => p.countryCode === cc && p.kind === 'district' && p.city === city);
  if (n < min) fail('coverage', `${n} districts in ${city}, needs at least ${min}`);
}
for (const [cc, names] of Object.entries(REQUIRED.places)) {
  for (const name of names) if (!places.some((p) => p.countryCode === cc && p.name === name)) fail('coverage', `${cc} is missing "${name}"`);
}
for (const name of REQUIRED.indianCapitals) {
  if (!places.some((p) => p.countryCode === 'IN' && p.kind === 'city' && p.name === name)) fail('coverage', `Indian capital "${name}" missing`);
}
for (const state of COUNTRIES.IN.states) {
  if (!places.some((p) => p.countryCode === 'IN' && p.state === state)) fail('coverage', `no place in Indian state/UT "${state}"`);
}
for (const state of COUNTRIES.AE.states) {
  if (!places.some((p) => p.countryCode === 'AE' && p.kind === 'city' && p.state === state)) fail('coverage', `no city in emirate "${state}"`);
}
const dp = REQUIRED.defaultPosition;
const near = places.filter((p) => p.kind === 'district' && km(dp, p) <= dp.radiusKm);
if (near.length < dp.min) fail('coverage', `${near.length} districts within ${dp.radiusKm} km of ${dp.lat}, ${dp.lon}; needs ${dp.min}`);

// Counts.
for (const [cc, c] of Object.entries(COUNTRIES)) {
  const cityCount = count((p) => p.countryCode === cc && p.kind === 'city');
  const districtCount = count((p) => p.countryCode === cc && p.kind === 'district');
  const withPostal = count((p) => p.countryCode === cc && 'postalCode' in p);
  const withArabic = count((p) => p.countryCode === cc && 'nameAr' in p);
  console.log(`${cc} ${c.country}: ${cityCount} cities, ${districtCount} districts, ${withPostal} with postalCode, ${withArabic} with nameAr`);
}
const perCity = REQUIRED.minDistricts.map(([cc, city]) => `${city} ${count((p) => p.countryCode === cc && p.kind === 'district' && p.city === city)}`);
console.log(`districts per hub: ${perCity.join(', ')}`);
console.log(`near the default map position (${dp.lat}, ${dp.lon}, ${dp.radiusKm} km): ${near.map((p) => p.name).join(', ')}`);
console.log(`total: ${places.length} places`);

if (errors.length > 0) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('gazetteer OK');

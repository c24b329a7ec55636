#!/usr/bin/env node
// Validates cars.json and two-wheelers.json in this folder (no dependencies).
// Usage: node apps/api/src/modules/catalog/data/validate-catalog.mjs
// Exits with status 1 and lists every problem when a rule is broken; prints the counts either way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const MIN_YEAR = 1990;
const MAX_YEAR = 2026;
const MARKETS = ['IN', 'SA', 'AE', 'BH'];
const SEGMENTS = ['mass', 'premium', 'luxury'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TYPES = {
  cars: {
    file: 'cars.json',
    categories: ['Hatchback', 'Sedan', 'SUV', 'MUV', 'Pickup', 'Coupe', 'Convertible', 'Van'],
    fuels: ['PETROL', 'DIESEL', 'ELECTRIC', 'CNG', 'LPG'],
    minMakes: 40,
  },
  twoWheelers: {
    file: 'two-wheelers.json',
    categories: ['Motorcycle', 'Scooter', 'Moped', 'Electric Scooter', 'Electric Motorcycle'],
    fuels: ['PETROL', 'ELECTRIC', 'CNG'],
    minMakes: 15,
  },
};
const ELECTRIC_ONLY = new Set(['Electric Scooter', 'Electric Motorcycle']);
const MIN_MODELS_TOTAL = 400;

const errors = [];
const fail = (where, message) => errors.push(`${where}: ${message}`);

const isYear = (y) => Number.isInteger(y) && y >= MIN_YEAR && y <= MAX_YEAR;
const isText = (s) => typeof s === 'string' && s.trim() === s && s.length > 0;

/** Checks startYear/endYear of one record, optionally inside the parent's range. */
function checkYears(where, rec, parent) {
  if (!isYear(rec.startYear)) fail(where, `startYear ${rec.startYear} is not an integer in ${MIN_YEAR}..${MAX_YEAR}`);
  if (rec.endYear !== null && !isYear(rec.endYear)) fail(where, `endYear ${rec.endYear} is neither null nor an integer in ${MIN_YEAR}..${MAX_YEAR}`);
  if (rec.endYear !== null && rec.startYear > rec.endYear) fail(where, `startYear ${rec.startYear} is after endYear ${rec.endYear}`);
  if (!parent) return;
  if (rec.startYear < parent.startYear) fail(where, `starts ${rec.startYear}, before its model (${parent.startYear})`);
  if (parent.endYear !== null && (rec.endYear === null || rec.endYear > parent.endYear)) {
    fail(where, `ends ${rec.endYear ?? 'never'}, after its model (${parent.endYear})`);
  }
}

function checkUnique(where, items, key) {
  const seen = new Set();
  for (const item of items) {
    const value = typeof item[key] === 'string' ? item[key].toLowerCase() : item[key];
    if (seen.has(value)) fail(where, `duplicate ${key} "${item[key]}"`);
    seen.add(value);
  }
}

function validateType(label, spec) {
  const file = path.join(here, spec.file);
  let makes;
  try {
    makes = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail(spec.file, `cannot be read as JSON (${err.message})`);
    return null;
  }
  if (!Array.isArray(makes)) {
    fail(spec.file, 'top level must be an array of makes');
    return null;
  }

  const stats = { makes: makes.length, models: 0, variants: 0, onSale: 0, fuel: {}, category: {}, market: {}, segment: {} };
  checkUnique(spec.file, makes, 'slug');
  checkUnique(spec.file, makes, 'make');

  for (const make of makes) {
    const mw = `${spec.file} › ${make.make}`;
    if (!isText(make.make)) fail(mw, 'make name missing');
    if (!isText(make.makeAr) || !/^[\u0600-\u06FF ]+$/.test(make.makeAr)) fail(mw, 'Arabic name (makeAr) missing or not in Arabic letters');
    if (!SLUG.test(make.slug ?? '')) fail(mw, `slug "${make.slug}" is not lowercase-kebab`);
    if (!Array.isArray(make.markets) || make.markets.length === 0) fail(mw, 'markets must be a non-empty array');
    else {
      for (const m of make.markets) if (!MARKETS.includes(m)) fail(mw, `unknown market "${m}"`);
      if (new Set(make.markets).size !== make.markets.length) fail(mw, 'markets repeated');
      for (const m of make.markets) stats.market[m] = (stats.market[m] ?? 0) + 1;
    }
    if (!SEGMENTS.includes(make.segment)) fail(mw, `segment "${make.segment}" not one of ${SEGMENTS.join(', ')}`);
    stats.segment[make.segment] = (stats.segment[make.segment] ?? 0) + 1;
    if (!Array.isArray(make.models) || make.models.length === 0) {
      fail(mw, 'has no models');
      continue;
    }
    checkUnique(mw, make.models, 'slug');
    checkUnique(mw, make.models, 'name');

    for (const model of make.models) {
      stats.models += 1;
      const w = `${mw} › ${model.name}`;
      if (!isText(model.name)) fail(w, 'model name missing');
      if (!SLUG.test(model.slug ?? '')) fail(w, `slug "${model.slug}" is not lowercase-kebab`);
      if (!spec.categories.includes(model.category)) fail(w, `category "${model.category}" not one of ${spec.categories.join(', ')}`);
      stats.category[model.category] = (stats.category[model.category] ?? 0) + 1;
      checkYears(w, model);
      if (model.endYear === null) stats.onSale += 1;

      const variants = Array.isArray(model.variants) ? model.variants : [];
      if (variants.length < 2) fail(w, `has ${variants.length} variant(s), needs at least 2`);
      checkUnique(w, variants, 'name');
      checkUnique(w, variants, 'slug');

      const fuels = new Set();
      for (const v of variants) {
        stats.variants += 1;
        const vw = `${w} › ${v.name}`;
        if (!isText(v.name)) fail(vw, 'variant name missing');
        if (!SLUG.test(v.slug ?? '')) fail(vw, `slug "${v.slug}" is not lowercase-kebab`);
        if (!spec.fuels.includes(v.fuelType)) fail(vw, `fuelType "${v.fuelType}" not one of ${spec.fuels.join(', ')}`);
        if (ELECTRIC_ONLY.has(model.category) && v.fuelType !== 'ELECTRIC') fail(vw, `${model.category} with fuelType ${v.fuelType}`);
        fuels.add(v.fuelType);
        stats.fuel[v.fuelType] = (stats.fuel[v.fuelType] ?? 0) + 1;
        checkYears(vw, v, model);
      }

      if (variants.length > 0) {
        // The model's years are exactly the span of its variants.
        const first = Math.min(...variants.map((v) => v.startYear));
        if (first !== model.startYear) fail(w, `startYear ${model.startYear} but earliest variant starts ${first}`);
        const open = variants.some((v) => v.endYear === null);
        const last = open ? null : Math.max(...variants.map((v) => v.endYear));
        if (last !== model.endYear) fail(w, `endYear ${model.endYear} but variants run until ${last ?? 'now'}`);
      }
      const declared = Array.isArray(model.fuelTypes) ? model.fuelTypes : [];
      const actual = spec.fuels.filter((f) => fuels.has(f));
      if (declared.join() !== actual.join()) fail(w, `fuelTypes [${declared}] should be [${actual}] (from its variants, in enum order)`);
    }
  }
  return stats;
}

const results = {};
for (const [label, spec] of Object.entries(TYPES)) {
  const stats = validateType(label, spec);
  if (!stats) continue;
  results[label] = stats;
  if (stats.makes < spec.minMakes) fail(spec.file, `${stats.makes} makes, needs at least ${spec.minMakes}`);
}
const totalModels = Object.values(results).reduce((n, s) => n + s.models, 0);
if (totalModels < MIN_MODELS_TOTAL) fail('catalogue', `${totalModels} models in total, needs at least ${MIN_MODELS_TOTAL}`);

const fmt = (o) =>
  Object.entries(o)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
for (const [label, s] of Object.entries(results)) {
  console.log(`${TYPES[label].file}: ${s.makes} makes, ${s.models} models (${s.onSale} on sale), ${s.variants} variants`);
  console.log(`  categories: ${fmt(s.category)}`);
  console.log(`  variant fuel types: ${fmt(s.fuel)}`);
  console.log(`  makes by market: ${fmt(s.market)}; by segment: ${fmt(s.segment)}`);
}
console.log(`total: ${totalModels} models`);

if (errors.length > 0) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('catalogue OK');

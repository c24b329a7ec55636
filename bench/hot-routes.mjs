// The hot reads of the customer app and their budgets, as a share of the hello-world baseline
// measured in the same run (so the budget holds on any machine), plus a p99 ceiling.
import autocannon from 'autocannon';
import { watchAnswers } from './support/answers.mjs';
import { cpuSecondsOf } from './support/database-rate.mjs';

export const P99_BUDGET_MS = 25;
/** A customer's car in the seeded catalogue, for the menu's prices. */
const NEXON = 'car.tata.nexon.smart';

/** Reads the brand or the token answer keep 0.40 of Fastify alone; reads of one customer's rows 0.25. */
export const HOT_ROUTES = [
  { name: 'POST /api/profile/data', method: 'POST', path: '/api/profile/data', minRatio: 0.4 },
  { name: 'GET /api/catalog/vehicle/makes', method: 'GET', path: '/api/catalog/vehicle/makes?clientName=servicebay&vehicleType=car', minRatio: 0.4 },
  { name: 'GET /api/auth/me', method: 'GET', path: '/api/auth/me', minRatio: 0.4, signedIn: true },
  { name: 'GET /api/users/me/vehicles', method: 'GET', path: '/api/users/me/vehicles', minRatio: 0.25, signedIn: true },
  // The service menu priced for a customer's car, and one service's details (customer spec section 7).
  { name: 'GET /api/workshop/services', method: 'GET', path: `/api/workshop/services?catalogVehicleId=${NEXON}`, minRatio: 0.4 },
  // One service's details also routes and checks an id in its path: 0.33 to 0.40 in the runs where
  // the menu gave 0.38 to 0.43 (a customer opens it once per service looked at, not on every screen).
  {
    name: 'GET /api/catalog/service/:id',
    method: 'GET',
    path: async (baseUrl) => `/api/catalog/service/${await basicServiceId(baseUrl)}?catalogVehicleId=${NEXON}`,
    minRatio: 0.33,
  },
  // The dashboard's recommended services for a customer's car at Bengaluru's MG Road: on every
  // dashboard open, kept like the menu (per brand, vehicle, segment and rounded position). Three
  // bench runs gave 0.34 to 0.37 where the menu gave 0.46 (it checks a position and a vehicle type
  // besides); loaded one after the other outside the bench, both answered about 24,000 req/s. 0.30.
  {
    name: 'GET /api/catalog/recommended-services',
    method: 'GET',
    path: `/api/catalog/recommended-services?catalogVehicleId=${NEXON}&latitude=12.9756&longitude=77.6066`,
    minRatio: 0.3,
  },
  // Select Workshop for a service, Nearby (100 km) from a customer at Bengaluru's MG Road: an answer
  // kept per brand, query and ~100 m cell of the position (decision 0024). Kept like the menu's, but
  // each customer's cell is a key of its own, so in use more of its reads are made afresh (one query,
  // compressed once) than the menu's, and it checks a position, radius and page together: 0.25, where
  // runs that gave the menu 0.43 gave this 0.27 to 0.54.
  {
    name: 'GET /api/catalog/workshopsByService',
    method: 'GET',
    path: async (baseUrl) => `/api/catalog/workshopsByService?serviceId=${await basicServiceId(baseUrl)}&latitude=12.9756&longitude=77.6066&radius=100`,
    minRatio: 0.25,
  },
  // The cart of a signed-in customer with three services, priced for their car: one customer's rows,
  // kept per customer as the garage list is, so the same 0.25 (decision 0024).
  {
    name: 'GET /api/transaction/cart',
    method: 'GET',
    path: async (baseUrl, token) => {
      await fillCart(baseUrl, token);
      return '/api/transaction/cart';
    },
    minRatio: 0.25,
    signedIn: true,
  },
  // The slot picker's day at the cart's workshop (issue 10): public, its places kept per workshop
  // and day until a booking moves one (kept-places.ts); the rules run on every read (today's slots
  // depend on the hour).
  {
    name: 'GET /api/transaction/calendar/available-slots',
    method: 'GET',
    path: async (baseUrl) => {
      const workshopId = await firstWorkshopId(baseUrl);
      const { dates } = await call(baseUrl, 'GET', `/api/transaction/calendar/available-dates?workshopId=${workshopId}`);
      return `/api/transaction/calendar/available-slots?workshopId=${workshopId}&date=${dates.at(-1)}`;
    },
    minRatio: 0.25,
  },
  // A booking's details with its timeline (issue 10), opened from My Bookings and on every live
  // step: the customer's cart above, booked.
  {
    name: 'GET /api/transaction/booking/:id',
    method: 'GET',
    path: async (baseUrl, token) => `/api/transaction/booking/${await bookTheCart(baseUrl, token)}`,
    minRatio: 0.25,
    signedIn: true,
  },
];

export const LOAD = { connections: 64, duration: 10, warmupSeconds: 2 };

/** The demo owner (apps/api/src/db/seed/staff/seed-staff.ts): every workshop of the brand. */
export const DEMO_OWNER = { username: 'owner', password: 'Garage@2026' };

/** What the customer app's fetches send; Chromium accepts these encodings on every request. */
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-client-name': 'servicebay', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The demo menu's first service (apps/api/src/db/seed/service-menu). */
const basicServiceId = async (baseUrl) => (await call(baseUrl, 'GET', '/api/workshop/services?vehicleType=car'))[0].serviceId;

export async function call(baseUrl, method, path, { body, token } = {}) {
  const headers = { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs a test number in (TEST_OTP_NUMBERS on the server); answers the access token. */
export async function signIn(baseUrl, { phone, otp }) {
  await call(baseUrl, 'POST', '/api/auth/otp/send', { body: { countryCode: '+91', mobileNumber: phone } });
  return (await call(baseUrl, 'POST', '/api/auth/otp/verify', { body: { countryCode: '+91', mobileNumber: phone, otp } })).accessToken;
}

/** A customer's home at Bengaluru's MG Road (a cart needs an address first). */
export const BENGALURU_HOME = {
  addressType: 'Home',
  addressline1: '12 MG Road',
  landmark: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  latitude: '12.9756',
  longitude: '77.6066',
};

/** A signed-in customer with three vehicles from the catalogue; answers the access token. */
export async function customerWithVehicles(baseUrl, customer) {
  const token = await signIn(baseUrl, customer);
  const makes = await call(baseUrl, 'GET', '/api/catalog/vehicle/makes?vehicleType=car');
  for (const [index, make] of makes.slice(0, 3).entries()) {
    const [model] = await call(baseUrl, 'GET', `/api/catalog/vehicles/models?makeId=${encodeURIComponent(make.makeId)}`);
    const [variant] = await call(baseUrl, 'GET', `/api/catalog/vehicle/variants?modelId=${encodeURIComponent(model.modelId)}`);
    await call(baseUrl, 'POST', '/api/users/me/vehicles', {
      token,
      body: {
        makeId: make.makeId,
        modelId: model.modelId,
        year: variant.startYear,
        fuelType: variant.fuelType,
        catalogVehicleId: variant.vehicleId,
        registrationNumber: `KA01AB123${index}`,
      },
    });
  }
  return token;
}

/** The catalogue's first car (first make, model and variant), as a vehicle's body takes it. */
export async function firstCatalogCar(baseUrl) {
  const [make] = await call(baseUrl, 'GET', '/api/catalog/vehicle/makes?vehicleType=car');
  const [model] = await call(baseUrl, 'GET', `/api/catalog/vehicles/models?makeId=${encodeURIComponent(make.makeId)}`);
  const [variant] = await call(baseUrl, 'GET', `/api/catalog/vehicle/variants?modelId=${encodeURIComponent(model.modelId)}`);
  return { makeId: make.makeId, modelId: model.modelId, year: variant.startYear, fuelType: variant.fuelType, catalogVehicleId: variant.vehicleId };
}

/** The customer's cart with the menu's first three car services (a cart needs an address first). */
async function fillCart(baseUrl, token) {
  await call(baseUrl, 'POST', '/api/users/me/addresses', { token, body: BENGALURU_HOME });
  const services = await call(baseUrl, 'GET', '/api/workshop/services?vehicleType=car');
  for (const service of services.slice(0, 3)) await call(baseUrl, 'POST', '/api/transaction/cart/items', { token, body: { serviceId: service.serviceId } });
}

const firstWorkshopId = async (baseUrl) => (await call(baseUrl, 'GET', '/api/catalog/workshops'))[0].workshopId;

/** Books the customer's cart (the cart row's services) for their own visit at the workshop's last open day; answers the booking's id. */
async function bookTheCart(baseUrl, token) {
  const cart = await call(baseUrl, 'GET', '/api/transaction/cart', { token });
  if (cart.items.length === 0) await fillCart(baseUrl, token);
  const workshopId = await firstWorkshopId(baseUrl);
  await call(baseUrl, 'PUT', '/api/transaction/cart/workshop', { token, body: { workshopId } });
  const { dates } = await call(baseUrl, 'GET', `/api/transaction/calendar/available-dates?workshopId=${workshopId}`);
  const [slot] = await call(baseUrl, 'GET', `/api/transaction/calendar/available-slots?workshopId=${workshopId}&date=${dates.at(-1)}`);
  const [vehicle] = await call(baseUrl, 'GET', '/api/users/me/vehicles', { token });
  const [booked] = await call(baseUrl, 'POST', '/api/transaction/bookings', {
    token,
    body: {
      userVehicleId: vehicle.did,
      isPickupRequired: false,
      pickupDropoffData: {
        pickupLocation: { profileLocationName: 'Home', latitude: 12.9756, longitude: 77.6066 },
        pickupDate: dates.at(-1),
        pickupSlot: { startTime: slot.startTime, endTime: slot.endTime },
      },
    },
  });
  return booked.bookingId;
}

/** Load at LOAD's connections: a short warm-up, then the measured run. */
export async function load(url, request = {}) {
  await loadFor(url, request, LOAD.warmupSeconds);
  return loadFor(url, request, LOAD.duration);
}

/** One autocannon load at LOAD's connections for `seconds`, its answers watched. */
async function loadFor(url, { method = 'GET', headers } = {}, seconds) {
  const answers = watchAnswers();
  const result = await autocannon({ url, method, headers, connections: LOAD.connections, duration: seconds, requests: [{ onResponse: answers.onResponse }] });
  answers.check(`${method} ${url}`, result);
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

// p is a percentile (95), not an amount.
// eslint-disable-next-line no-restricted-syntax
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `paths` requested `connections` at once, each once (`seconds` of them, `LOAD.duration` unless given, when `timed`),
 * with `body` when given. Autocannon gives p97.5 and p99 but no p95, so each 2xx answer's time (what
 * its histogram records) is kept here.
 */
export async function loadPaths(
  baseUrl,
  paths,
  headers,
  { connections = LOAD.connections, timed = false, seconds = LOAD.duration, method = 'GET', body } = {},
) {
  let next = 0;
  const answers = watchAnswers();
  const options = {
    url: baseUrl,
    // Autocannon refuses more connections than requests.
    connections: timed ? connections : Math.min(connections, paths.length),
    headers,
    ...(timed ? { duration: seconds } : { amount: paths.length }),
    requests: [{ method, body, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }), onResponse: answers.onResponse }],
  };
  const times = [];
  // Autocannon's own duration is in whole seconds: 4,000 requests in 6 or 7 s would be 15 % apart.
  const started = performance.now();
  const run = autocannon(options);
  run.on('response', (_client, statusCode, _bytes, ms) => statusCode >= 200 && statusCode < 300 && times.push(ms));
  const result = await run;
  answers.check(`${method} ${paths[0]} and the like (${paths.length} paths)`, result);
  times.sort((a, b) => a - b);
  const ms = (p) => Math.round(percentile(times, p));
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / ((performance.now() - started) / 1000),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** `row` measured by `measure` as a share of hello-world loaded right before and right after it (as the hot routes are), and one desk alone. */
export async function againstHelloWorld(row, baselineUrl, measure, alone) {
  const before = await load(baselineUrl);
  const result = await measure();
  const after = await load(baselineUrl);
  const baseline = { requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2 };
  const oneDesk = await alone();
  const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
  const failures = result.failures + oneDesk.failures;
  const pass = ratio >= row.minRatio && oneDesk.p95 <= row.aloneBudget && failures === 0;
  return { ...row, ...result, failures, baseline, ratio, aloneLatency: oneDesk.p95, pass };
}

/** A hot route's measure: `count` rounds of the route then hello-world, each `seconds` long, after a warm-up. */
export const ROUNDS = { count: 5, seconds: 2 };
/**
 * The first route's warm-up: a fresh API process answers its first seconds of load at two thirds of
 * its later rate (2026-11-29: 15,000 and 21,000 req/s in the first two 3 s rounds of `auth/me`, then
 * 26,000 to 28,000), so it is warmed longer once; later routes find the shared machinery warm.
 */
const FIRST_WARMUP_SECONDS = 8;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One row per hot route: req/s, ratio to the baseline, latency, and whether it keeps its budget.
 * The machine's speed drifts within a run (other work on a shared host: hello-world alone moved
 * from 41,000 to 22,000 req/s between two loads on 2026-11-29, and one 10 s load of a route gave
 * 0.38 and then 0.46), so a route is not one long load after hello-world but `ROUNDS.count` short
 * ones, each between two of hello-world's, and its share is the median of the rounds' shares: a
 * round the machine slowed in is outvoted. A round's share is the route's rate over the mean of
 * hello-world's just before and just after it (one round's "after" is the next one's "before", and
 * the last route's the next route's). p99 is the worst round's.
 */
export async function measureHotRoutes(baseUrl, { baselineUrl, token, apiPid }) {
  const rows = [];
  // BENCH_ONLY=me,vehicles measures only the routes whose names contain one of the words (for profiling).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const routes = HOT_ROUTES.filter((r) => !only || only.some((word) => r.name.includes(word)));
  if (routes.length === 0) return rows;
  await loadFor(baselineUrl, {}, LOAD.warmupSeconds);
  let before = await loadFor(baselineUrl, {}, ROUNDS.seconds);
  for (const route of routes) {
    const headers = { ...JSON_HEADERS, ...(route.signedIn ? { authorization: `Bearer ${token}` } : {}) };
    const path = typeof route.path === 'function' ? await route.path(baseUrl, token) : route.path;
    const request = { method: route.method, headers };
    await loadFor(`${baseUrl}${path}`, request, rows.length === 0 ? FIRST_WARMUP_SECONDS : LOAD.warmupSeconds);
    const rounds = [];
    let apiCpuSeconds = 0;
    for (let round = 0; round < ROUNDS.count; round += 1) {
      const cpuBefore = cpuSecondsOf(apiPid);
      const result = await loadFor(`${baseUrl}${path}`, request, ROUNDS.seconds);
      apiCpuSeconds += cpuSecondsOf(apiPid) - cpuBefore;
      const after = await loadFor(baselineUrl, {}, ROUNDS.seconds);
      const baseline = { requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2 };
      rounds.push({ ...result, baseline, ratio: result.requestsPerSecond / baseline.requestsPerSecond });
      before = after;
    }
    const ratio = median(rounds.map((r) => r.ratio));
    const middle = rounds.find((r) => r.ratio === ratio);
    const p99 = Math.max(...rounds.map((r) => r.p99));
    const failures = rounds.reduce((sum, r) => sum + r.failures, 0);
    const pass = ratio >= route.minRatio && p99 <= P99_BUDGET_MS && failures === 0;
    rows.push({
      route: route.name,
      ...middle,
      p99,
      failures,
      ratios: rounds.map((r) => r.ratio),
      // The API's own processor time per answer: steadier than a rate on a shared machine, the figure to compare two builds by.
      apiCpuMicroseconds: (apiCpuSeconds * 1e6) / rounds.reduce((sum, r) => sum + r.requests, 0),
      minRatio: route.minRatio,
      p99Budget: P99_BUDGET_MS,
      pass,
    });
  }
  return rows;
}

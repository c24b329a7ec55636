// Booking creation (issue 10): POST /api/transaction/bookings as a share of hello-world, with its
// own p99 budget. A booking empties its customer's cart and takes a place of a slot, so every
// request is a different customer booking a different place: the bench signs in CUSTOMERS test
// numbers, gives each a one-service cart at a car workshop, and hands each the next free place.
// The database bounds this row, so its budget is a share of the database's own rate for the very
// statements the bookings sent (support/database-rate.mjs), not of hello-world's.
import autocannon from 'autocannon';
import { BENGALURU_HOME, call, firstCatalogCar, JSON_HEADERS, LOAD, signIn } from './hot-routes.mjs';
import { watchAnswers } from './support/answers.mjs';
import { copyOfDatabase, withDatabaseTime } from './support/database-rate.mjs';

/** Issue 26 item 27: the app reaches 0.8 of the database's rate; a customer booking alone waits at most 60 ms. */
export const BOOKING_CREATION = { route: 'POST /api/transaction/bookings', minRatio: 0.8, aloneBudget: 60 };
/** Customers prepared: a few hundred for the warm-up, a few dozen booking one at a time, the rest measured. */
const CUSTOMERS = 3000;
const WARM_UP = 300;
const ALONE = 50;
const OTP = '123456';
const numberOf = (index) => `7${String(index).padStart(9, '0')}`;

/** The test numbers the API must know (TEST_OTP_NUMBERS), one per customer. */
export const bookingCustomerNumbers = () => Array.from({ length: CUSTOMERS }, (_, i) => `+91${numberOf(i)}:${OTP}`).join(',');

/** Runs `work` over `items`, `width` at a time. */
export async function inParallel(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** Every place left at the brand's car workshops: one entry per bookable place of each slot in the window. */
async function openPlaces(baseUrl) {
  const workshops = await call(baseUrl, 'GET', '/api/catalog/workshops?vehicleType=car&pageSize=100');
  const days = await inParallel(workshops, 8, async (workshop) => {
    const { dates } = await call(baseUrl, 'GET', `/api/transaction/calendar/available-dates?workshopId=${workshop.workshopId}`);
    return Promise.all(
      dates.map(async (date) => {
        const slots = await call(baseUrl, 'GET', `/api/transaction/calendar/available-slots?workshopId=${workshop.workshopId}&date=${date}`).catch(() => []);
        return slots.flatMap((slot) => Array.from({ length: slot.remaining }, () => ({ workshopId: workshop.workshopId, date, slot })));
      }),
    );
  });
  return days.flat(2);
}

/** Signed in, with a car, an address and the menu's first car service in the cart at the place's workshop. */
async function customerReadyAt(baseUrl, index, place, car, serviceId) {
  const token = await signIn(baseUrl, { phone: numberOf(index), otp: OTP });
  const vehicle = await call(baseUrl, 'POST', '/api/users/me/vehicles', { token, body: { ...car, registrationNumber: 'KA01AB1234' } });
  await call(baseUrl, 'POST', '/api/users/me/addresses', { token, body: BENGALURU_HOME });
  await call(baseUrl, 'POST', '/api/transaction/cart/items', { token, body: { serviceId, workshopId: place.workshopId } });
  return {
    token,
    body: JSON.stringify({
      userVehicleId: vehicle.did,
      isPickupRequired: false,
      pickupDropoffData: {
        pickupLocation: { profileLocationName: 'Home', latitude: 12.9756, longitude: 77.6066 },
        pickupDate: place.date,
        pickupSlot: { startTime: place.slot.startTime, endTime: place.slot.endTime },
      },
    }),
  };
}

/** A booking for each of `customers`, `connections` at once; each request a customer of its own. */
async function book(baseUrl, customers, connections = LOAD.connections) {
  let next = 0;
  const answers = watchAnswers();
  // Autocannon's own duration is in whole seconds: a 20 s run of 2,650 bookings could be off by 5 %.
  const started = performance.now();
  const result = await autocannon({
    url: `${baseUrl}/api/transaction/bookings`,
    connections,
    amount: customers.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const customer = customers[next++];
          return { ...request, body: customer.body, headers: { ...JSON_HEADERS, authorization: `Bearer ${customer.token}` } };
        },
        onResponse: answers.onResponse,
      },
    ],
  });
  answers.check(`POST /api/transaction/bookings (${customers.length} customers)`, result);
  return {
    requestsPerSecond: result.requests.total / ((performance.now() - started) / 1000),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The row of booking creation: after a warm-up, a copy of the database is taken; the measured
 * bookings' statements are then replayed by pgbench on that copy (the same rows, the same state).
 */
export async function measureBookingCreation(baseUrl, { databaseUrl, recorder }) {
  const car = await firstCatalogCar(baseUrl);
  const [service] = await call(baseUrl, 'GET', '/api/workshop/services?vehicleType=car');
  const places = await openPlaces(baseUrl);
  if (places.length < CUSTOMERS) throw new Error(`only ${places.length} places open for ${CUSTOMERS} bookings`);
  const customers = await inParallel(places.slice(0, CUSTOMERS), 16, (place, index) => customerReadyAt(baseUrl, index, place, car, service.serviceId));

  await book(baseUrl, customers.slice(0, WARM_UP));
  const measured = customers.slice(WARM_UP, CUSTOMERS - ALONE);
  const copy = await copyOfDatabase(databaseUrl);
  try {
    const { result, databaseSeconds, apiCpuSeconds, statements } = await withDatabaseTime(recorder, copy.url, () => book(baseUrl, measured));
    // What one customer waits with nobody queued ahead (at 64 connections the p99 is the queue).
    const alone = await book(baseUrl, customers.slice(CUSTOMERS - ALONE), 1);
    const database = { requestsPerSecond: measured.length / databaseSeconds };
    const ratio = result.requestsPerSecond / database.requestsPerSecond;
    const failures = result.failures + alone.failures;
    const pass = ratio >= BOOKING_CREATION.minRatio && alone.p97_5 <= BOOKING_CREATION.aloneBudget && failures === 0;
    return {
      ...BOOKING_CREATION,
      ...result,
      failures,
      database,
      statementsEach: statements / measured.length,
      apiCpuMs: (apiCpuSeconds * 1000) / measured.length,
      ratio,
      aloneLatency: alone.p97_5,
      pass,
    };
  } finally {
    await copy.drop();
  }
}

import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SAUDI_PLATE_LETTERS } from '@servicebay/domain';
import { apiAs } from './account';
import { uniqueIndianNumber } from './api';
import { bookCartByApi, NEXON } from './booking';
import { addToCartByApi, BENGALURU_HOME, serviceNamed } from './cart';
import { signInByApi, signInThroughUi } from './customer';
import { addVehicleByApi } from './garage';
import { callApi, DEMO_PASSWORD, workshopUrl } from './workshop';

type StaffSession = { accessToken: string; staff: { staffId: string; name: string; workshops: { workshopId: string; name: string }[] } };

/** Signs a demo staff member of a brand (the demo brand's unless named) in through the API (for setting a journey up, not for the journey itself). */
export const staffSignIn = (username: string, brand?: string) =>
  callApi<StaffSession>('POST', '/staff/sign-in', { username, password: DEMO_PASSWORD }, undefined, brand);

/** The workshop a demo staff member works at, as their own GET /staff/me answers (the first one for the owner). */
export async function workshopOf(username: string, brand?: string): Promise<{ workshopId: string; name: string }> {
  const { accessToken } = await staffSignIn(username, brand);
  const me = await callApi<StaffSession['staff']>('GET', '/staff/me', undefined, accessToken, brand);
  return me.workshops[0]!;
}

const LATIN = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
const randomLetters = (count: number, letters: readonly string[] = LATIN) =>
  Array.from({ length: count }, () => letters[randomInt(0, letters.length)]).join('');

/** An Indian plate no other journey has ('KA07QZ4821'), so a search by it finds one card. */
export const uniquePlate = () => `KA${randomInt(10, 100)}${randomLetters(2)}${randomInt(1000, 10_000)}`;

/**
 * Where a journey's customer lives: the brand they use, their mobile number's country and a number
 * of their own, their car with a plate of their own, and their home. India by default.
 */
export type CustomerMarket = {
  brand: string;
  countryCode: string;
  mobileNumber: () => string;
  car: typeof NEXON;
  plate: () => string;
  home: typeof BENGALURU_HOME;
};
export const INDIAN_CUSTOMER: CustomerMarket = {
  brand: 'servicebay',
  countryCode: '+91',
  mobileNumber: uniqueIndianNumber,
  car: NEXON,
  plate: uniquePlate,
  home: BENGALURU_HOME,
};
/** Sahara Auto's customer in Riyadh: a Saudi mobile (5 and eight digits), a Creta on a Saudi plate of the plates' own letters ('4821KGZ'), a home in Al Olaya. */
export const SAUDI_CUSTOMER: CustomerMarket = {
  brand: 'sahara',
  countryCode: '+966',
  mobileNumber: () => `5${String(randomInt(0, 1e8)).padStart(8, '0')}`,
  car: { makeId: 'car.hyundai', modelName: 'Creta', year: 2022, fuelType: 'PETROL', registrationNumber: '1234BUA' },
  plate: () => `${randomInt(1000, 10_000)}${randomLetters(3, Object.values(SAUDI_PLATE_LETTERS))}`,
  home: { ...BENGALURU_HOME, city: 'Riyadh', state: 'Riyadh Province', postalCode: '12211', latitude: '24.6953', longitude: '46.6850' },
};

export type CustomerCart = { workshopId: string; vehicleId: string; plate: string };

/**
 * How the customer signs in: through the app's screens, or through the API for a journey about the
 * workshop's side (the customer's page is then left on the brand's origin, for the journey to open
 * its first screen).
 */
export type SignIn = { signIn?: 'screens' | 'api' };

/** Who books: where they live (India unless said) and the language they read (English unless said) before they book. */
export type Booker = SignIn & { market?: CustomerMarket; language?: 'en' | 'ar' };

/**
 * A customer signed in on `page` with a car of a plate of its own, their home, and the Basic Service
 * at `workshopId` in the cart: in Bengaluru with a Nexon unless another market is given.
 */
export async function customerWithCartAt(
  page: Page,
  workshopId: string,
  { signIn = 'screens', market = INDIAN_CUSTOMER, language = 'en' }: Booker = {},
): Promise<CustomerCart> {
  const { brand, countryCode } = market;
  const mobileNumber = market.mobileNumber();
  await (signIn === 'api'
    ? signInByApi(page, brand, { countryCode, mobileNumber, landOn: null })
    : signInThroughUi(page, brand, { countryCode, mobileNumber }));
  const plate = market.plate();
  const vehicle = (await addVehicleByApi(page, { ...market.car, registrationNumber: plate })) as unknown as { did: string; catalogVehicleId: string };
  await apiAs(page, 'POST', '/users/me/addresses', market.home);
  const basic = await serviceNamed(page, 'Basic Service', vehicle.catalogVehicleId);
  await addToCartByApi(page, { serviceId: basic.serviceId, workshopId });
  // Chosen once the service is found by its English name. The server names a booking's services in
  // the language the request accepts, as the phone of a customer reading it sends it.
  if (language !== 'en') {
    await apiAs(page, 'PATCH', '/users/me/settings', { language });
    await page.setExtraHTTPHeaders({ 'accept-language': language });
  }
  return { workshopId, vehicleId: vehicle.did, plate };
}

export type Booked = { bookingId: string; bookingCode: string; plate: string };

/** The customer's cart booked (pickup and drop when asked), with its code as the customer reads it. */
export async function bookedByApi(page: Page, cart: CustomerCart, options: { isPickupRequired?: boolean } = {}): Promise<Booked> {
  const bookingId = await bookCartByApi(page, cart, options);
  const { bookingCode } = await apiAs<{ bookingCode: string }>(page, 'GET', `/transaction/booking/${bookingId}`);
  return { bookingId, bookingCode, plate: cart.plate };
}

/** A booking at `workshopId` by a new customer on `page` (in India, in English, unless said otherwise). */
export const bookingAt = async (page: Page, workshopId: string, { signIn, market, language, ...options }: { isPickupRequired?: boolean } & Booker = {}) =>
  bookedByApi(page, await customerWithCartAt(page, workshopId, { signIn, market, language }), options);

type Card = { jobCardId: string; jobCardNo: string; status: string };

/** The demo advisor (of `brand`, the demo brand's unless named) accepts the booking through the API (its job card opens) and moves it along `statuses`. */
export async function cardByApi(workshopId: string, booking: Booked, statuses: string[] = [], brand?: string): Promise<Card> {
  const { accessToken } = await staffSignIn('advisor', brand);
  const base = `/staff/workshops/${workshopId}`;
  let card = await callApi<Card>('POST', `${base}/bookings/${booking.bookingId}/accept`, undefined, accessToken, brand);
  for (const status of statuses) card = await callApi<Card>('POST', `${base}/job-cards/${card.jobCardId}/status`, { status }, accessToken, brand);
  return card;
}

/** Opens a job card by its address (signed in already) and waits for its heading (`heading`, when the app reads another language). */
export async function openJobCard(
  page: Page,
  workshopId: string,
  card: Pick<Card, 'jobCardId' | 'jobCardNo'>,
  { brand, heading = `Job card ${card.jobCardNo}` }: { brand?: string; heading?: string } = {},
) {
  await page.goto(workshopUrl(`/w/${workshopId}/job-cards/${card.jobCardId}`, brand));
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** The buttons of the job card's 'Next step', by their text. */
export const moveButtons = (page: Page) => page.getByRole('group', { name: 'Next step' }).getByRole('button').allInnerTexts();

type WalkInCard = { jobCardId: string; jobCardNo: string };

/**
 * A walk-in's job card at the workshop through the API (a new customer and a catalogue car with a
 * plate of its own), its estimate holding `lines`; answers the card and the lines' ids in order.
 */
export async function walkInCardByApi(workshopId: string, token: string, lines: object[]): Promise<{ card: WalkInCard; lineIds: string[] }> {
  const base = `/staff/workshops/${workshopId}`;
  const customer = await callApi<{ customerId: string }>('POST', `${base}/customers`, { name: 'Journey Walk-in', mobileNumber: uniqueIndianNumber() }, token);
  const [make] = await callApi<{ makeId: string }[]>('GET', '/catalog/vehicle/makes');
  const [model] = await callApi<{ modelId: string }[]>('GET', `/catalog/vehicles/models?makeId=${make!.makeId}`);
  const [variant] = await callApi<{ vehicleId: string; fuelType: string; endYear: number | null }[]>(
    'GET',
    `/catalog/vehicle/variants?modelId=${model!.modelId}`,
  );
  const withVehicle = await callApi<{ vehicles: { vehicleId: string }[] }>(
    'POST',
    `${base}/customers/${customer.customerId}/vehicles`,
    {
      makeId: make!.makeId,
      modelId: model!.modelId,
      year: variant!.endYear ?? 2024,
      fuelType: variant!.fuelType,
      catalogVehicleId: variant!.vehicleId,
      registrationNumber: uniquePlate(),
    },
    token,
  );
  const card = await callApi<WalkInCard>(
    'POST',
    `${base}/job-cards`,
    { customerId: customer.customerId, vehicleId: withVehicle.vehicles[0]!.vehicleId },
    token,
  );
  for (const line of lines) await callApi('POST', `${base}/job-cards/${card.jobCardId}/estimate/lines`, line, token);
  const estimate = await callApi<{ lines: { lineId: string }[] }>('GET', `${base}/job-cards/${card.jobCardId}/estimate`, undefined, token);
  return { card, lineIds: estimate.lines.map((line) => line.lineId) };
}

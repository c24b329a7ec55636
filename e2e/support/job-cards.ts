import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs } from './account';
import { uniqueIndianNumber } from './api';
import { bookCartByApi, NEXON } from './booking';
import { addToCartByApi, BENGALURU_HOME, serviceNamed } from './cart';
import { signInByApi, signInThroughUi } from './customer';
import { addVehicleByApi } from './garage';
import { callApi, DEMO_PASSWORD, workshopUrl } from './workshop';

type StaffSession = { accessToken: string; staff: { staffId: string; name: string; workshops: { workshopId: string; name: string }[] } };

/** Signs a demo staff member in through the API (for setting a journey up, not for the journey itself). */
export const staffSignIn = (username: string) => callApi<StaffSession>('POST', '/staff/sign-in', { username, password: DEMO_PASSWORD });

/** The workshop a demo staff member works at, as their own GET /staff/me answers (the first one for the owner). */
export async function workshopOf(username: string): Promise<{ workshopId: string; name: string }> {
  const { accessToken } = await staffSignIn(username);
  const me = await callApi<StaffSession['staff']>('GET', '/staff/me', undefined, accessToken);
  return me.workshops[0]!;
}

/** An Indian plate no other journey has ('KA07QZ4821'), so a search by it finds one card. */
export const uniquePlate = () => {
  const letters = Array.from({ length: 2 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');
  return `KA${randomInt(10, 100)}${letters}${randomInt(1000, 10_000)}`;
};

export type CustomerCart = { workshopId: string; vehicleId: string; plate: string };

/**
 * How the customer signs in: through the app's screens, or through the API for a journey about the
 * workshop's side (the customer's page is then left on the brand's origin, for the journey to open
 * its first screen).
 */
export type SignIn = { signIn?: 'screens' | 'api' };

/** A customer signed in on `page` with a Nexon of a plate of its own, their Bengaluru home, and the Basic Service at `workshopId` in the cart. */
export async function customerWithCartAt(page: Page, workshopId: string, { signIn = 'screens' }: SignIn = {}): Promise<CustomerCart> {
  const mobileNumber = uniqueIndianNumber();
  await (signIn === 'api' ? signInByApi(page, 'servicebay', { mobileNumber, landOn: null }) : signInThroughUi(page, 'servicebay', { mobileNumber }));
  const plate = uniquePlate();
  const vehicle = (await addVehicleByApi(page, { ...NEXON, registrationNumber: plate })) as unknown as { did: string; catalogVehicleId: string };
  await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  const basic = await serviceNamed(page, 'Basic Service', vehicle.catalogVehicleId);
  await addToCartByApi(page, { serviceId: basic.serviceId, workshopId });
  return { workshopId, vehicleId: vehicle.did, plate };
}

export type Booked = { bookingId: string; bookingCode: string; plate: string };

/** The customer's cart booked (pickup and drop when asked), with its code as the customer reads it. */
export async function bookedByApi(page: Page, cart: CustomerCart, options: { isPickupRequired?: boolean } = {}): Promise<Booked> {
  const bookingId = await bookCartByApi(page, cart, options);
  const { bookingCode } = await apiAs<{ bookingCode: string }>(page, 'GET', `/transaction/booking/${bookingId}`);
  return { bookingId, bookingCode, plate: cart.plate };
}

/** A booking at `workshopId` by a new customer on `page`. */
export const bookingAt = async (page: Page, workshopId: string, { signIn, ...options }: { isPickupRequired?: boolean } & SignIn = {}) =>
  bookedByApi(page, await customerWithCartAt(page, workshopId, { signIn }), options);

type Card = { jobCardId: string; jobCardNo: string; status: string };

/** The demo advisor accepts the booking through the API (its job card opens) and moves it along `statuses`. */
export async function cardByApi(workshopId: string, booking: Booked, statuses: string[] = []): Promise<Card> {
  const { accessToken } = await staffSignIn('advisor');
  const base = `/staff/workshops/${workshopId}`;
  let card = await callApi<Card>('POST', `${base}/bookings/${booking.bookingId}/accept`, undefined, accessToken);
  for (const status of statuses) card = await callApi<Card>('POST', `${base}/job-cards/${card.jobCardId}/status`, { status }, accessToken);
  return card;
}

/** Opens a job card by its address (signed in already) and waits for its heading. */
export async function openJobCard(page: Page, workshopId: string, card: Card) {
  await page.goto(workshopUrl(`/w/${workshopId}/job-cards/${card.jobCardId}`));
  await page.getByRole('heading', { name: `Job card ${card.jobCardNo}`, level: 1 }).waitFor();
}

/** The buttons of the job card's 'Next step', by their text. */
export const moveButtons = (page: Page) => page.getByRole('group', { name: 'Next step' }).getByRole('button').allInnerTexts();

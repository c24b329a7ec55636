import type { Page } from 'playwright-core';
import { jobCardPath, statusOfTimelineStep, type TJobCardStatus } from '@servicebay/domain';
import { deskMove, type DeskCall } from '../../apps/api/test/desk-handover';
import { apiAs } from './account';
import { uniqueIndianNumber } from './api';
import { addToCartByApi, BENGALURU_HOME, serviceNamed, workshopFor } from './cart';
import { signInByApi } from './customer';
import { addVehicleByApi } from './garage';

/** The demo staff's password (apps/api/src/db/seed/staff/seed-staff.ts). */
const DEMO_STAFF_PASSWORD = 'Garage@2026';

export const NEXON = { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' };

type Language = 'en' | 'ar';
export type OpenSlot = { date: string; slot: { startTime: string; endTime: string } };

/** The signed-in customer's Nexon, Bengaluru home and the Basic Service at a workshop in the cart, reading `language`. */
export async function cartByApi(page: Page, language: Language = 'en'): Promise<{ workshopId: string; vehicleId: string }> {
  const vehicle = (await addVehicleByApi(page, NEXON)) as unknown as { did: string; catalogVehicleId: string };
  await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  const basic = await serviceNamed(page, 'Basic Service', vehicle.catalogVehicleId);
  const workshopId = await workshopFor(page, basic.serviceId);
  await addToCartByApi(page, { serviceId: basic.serviceId, workshopId });
  if (language === 'ar') await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
  return { workshopId, vehicleId: vehicle.did };
}

/** A customer of `brand`, signed in through the API, with a cart as `cartByApi` fills it; the journey opens its first screen. */
export async function customerWithCart(page: Page, language: Language, brand = 'servicebay') {
  await signInByApi(page, brand, { mobileNumber: uniqueIndianNumber(), landOn: null });
  return cartByApi(page, language);
}

/**
 * The first open day after the first the calendar offers with `slotsOnDay` slots left (a test that
 * moves a booking to another slot of its day asks for two), and its first such slot. The first day
 * may be today, whose next slot closes on the hour: a journey that read it at 17:59 would be
 * refused it at 18:00.
 */
export async function openDayAndSlot(page: Page, workshopId: string, slotsOnDay = 1): Promise<OpenSlot> {
  const { dates } = await apiAs<{ dates: string[] }>(page, 'GET', `/transaction/calendar/available-dates?workshopId=${workshopId}`);
  for (const date of dates.slice(1)) {
    const slots = await apiAs<{ startTime: string; endTime: string; remaining: number }[]>(
      page,
      'GET',
      `/transaction/calendar/available-slots?workshopId=${workshopId}&date=${date}`,
    ).catch(() => []);
    const open = slots.filter((candidate) => candidate.remaining > 0);
    const slot = open[0];
    if (slot && open.length >= slotsOnDay) return { date, slot: { startTime: slot.startTime, endTime: slot.endTime } };
  }
  throw new Error('the workshop has no open slot in its window');
}

/** How often a booking is tried again after another journey took the slot's last place first. */
const SLOT_TAKEN_RETRIES = 3;

/**
 * Books the customer's cart at the workshop's first open slot, through the API, for their own visit
 * (or with pickup and drop from their place); answers the booking's id. Journeys run two at a time
 * on the same workshops: between reading a slot with one place left and booking it, the other may
 * take that place ('all service slots full'), and the next open slot is read and booked instead.
 */
export async function bookCartByApi(
  page: Page,
  cart: { workshopId: string; vehicleId: string },
  { isPickupRequired = false, slotsOnDay = 1 } = {},
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const { date, slot } = await openDayAndSlot(page, cart.workshopId, slotsOnDay);
    try {
      const [created] = await apiAs<{ bookingId: string }[]>(page, 'POST', '/transaction/bookings', {
        userVehicleId: cart.vehicleId,
        isPickupRequired,
        pickupDropoffData: {
          pickupLocation: { profileLocationName: 'Home', latitude: 12.97, longitude: 77.59 },
          // Pickup and drop bring the vehicle back to the same place.
          ...(isPickupRequired ? { dropoffLocation: { profileLocationName: 'Home', latitude: 12.97, longitude: 77.59 } } : {}),
          pickupDate: date,
          pickupSlot: slot,
        },
      });
      return created!.bookingId;
    } catch (error) {
      if (attempt >= SLOT_TAKEN_RETRIES || !String(error).includes('"slots/full"')) throw error;
    }
  }
}

/** A signed-in customer of `brand` reading `language`, with the Basic Service booked for their own visit; answers the booking's id. */
export const customerWithBooking = async (page: Page, language: Language, brand = 'servicebay') =>
  bookCartByApi(page, await customerWithCart(page, language, brand));

/** Calls a staff route as the brand's demo owner (every workshop), from the page's origin (its brand); answers `data`. */
async function asOwner<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, password }) => {
      const send = async (verb: string, url: string, payload: unknown, token?: string) => {
        const response = await fetch(`/api${url}`, {
          method: verb,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const envelope = await response.json();
        if (envelope.status !== 'SUCCESS') throw new Error(`${url}: ${response.status} ${JSON.stringify(envelope.error)}`);
        return envelope.data;
      };
      const { accessToken } = await send('POST', '/staff/sign-in', { username: 'owner', password });
      return send(method, path, body, accessToken);
    },
    { method, path, body, password: DEMO_STAFF_PASSWORD },
  );
}

/**
 * Moves the booking along its timeline as its workshop does: the demo owner accepts it (its job card
 * opens), then moves the card along the state machine to the status that writes the step `name`
 * (invoicing and paying on the way as the desk does);
 * 'Cancelled' rejects it, or cancels its card, with the remarks.
 */
export async function moveBooking(page: Page, bookingId: string, name: string, remarks?: string) {
  const booking = await apiAs<{ workshopId: string; bookingCode: string; isPickupRequired: boolean }>(page, 'GET', `/transaction/booking/${bookingId}`);
  const base = `/staff/workshops/${booking.workshopId}`;
  const [card] = (await asOwner<{ items: { jobCardId: string; status: TJobCardStatus }[] }>(page, 'GET', `${base}/job-cards?q=${booking.bookingCode}`)).items;
  if (name === 'Cancelled') {
    const reason = { remarks: remarks ?? 'Cancelled by the workshop' };
    await (card
      ? asOwner(page, 'POST', `${base}/job-cards/${card.jobCardId}/status`, { status: 'cancelled', ...reason })
      : asOwner(page, 'POST', `${base}/bookings/${bookingId}/reject`, reason));
    return;
  }
  const opened = card ?? (await asOwner<{ jobCardId: string; status: TJobCardStatus }>(page, 'POST', `${base}/bookings/${bookingId}/accept`));
  const target = name === 'Confirmed' ? 'confirmed' : statusOfTimelineStep(name);
  const path = target && jobCardPath(opened.status, target, 'owner', booking);
  if (!path) throw new Error(`no job card move writes '${name}' from ${opened.status}`);
  const deskCall: DeskCall = (method, url, body) => asOwner(page, method, url, body);
  for (const status of path) {
    await deskMove(
      deskCall,
      `${base}/job-cards/${opened.jobCardId}`,
      status,
      status === 'pickupScheduled' ? { pickup: { driverName: 'Suresh Driver', driverPhone: '+919800011122', scheduledAt: new Date().toISOString() } } : {},
    );
  }
}

import type { Page } from 'playwright-core';
import { apiAs } from './account';
import { uniqueIndianNumber } from './api';
import { E2E_OPERATOR_KEY } from './api-process';
import { addToCartByApi, BENGALURU_HOME, serviceNamed, workshopFor } from './cart';
import { signInThroughUi } from './customer';
import { addVehicleByApi } from './garage';

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

/** A signed-in customer of `brand` with a cart as `cartByApi` fills it. */
export async function customerWithCart(page: Page, language: Language, brand = 'servicebay') {
  await signInThroughUi(page, brand, { mobileNumber: uniqueIndianNumber() });
  return cartByApi(page, language);
}

/** The first open day with a slot left, and that slot, as the server sees them. */
export async function openDayAndSlot(page: Page, workshopId: string): Promise<OpenSlot> {
  const { dates } = await apiAs<{ dates: string[] }>(page, 'GET', `/transaction/calendar/available-dates?workshopId=${workshopId}`);
  for (const date of dates) {
    const slots = await apiAs<{ startTime: string; endTime: string; remaining: number }[]>(
      page,
      'GET',
      `/transaction/calendar/available-slots?workshopId=${workshopId}&date=${date}`,
    ).catch(() => []);
    const slot = slots.find((candidate) => candidate.remaining > 0);
    if (slot) return { date, slot: { startTime: slot.startTime, endTime: slot.endTime } };
  }
  throw new Error('the workshop has no open slot in its window');
}

/** Books the customer's cart for their own visit at the workshop's first open slot, through the API; answers the booking's id. */
export async function bookCartByApi(page: Page, cart: { workshopId: string; vehicleId: string }): Promise<string> {
  const { date, slot } = await openDayAndSlot(page, cart.workshopId);
  const [created] = await apiAs<{ bookingId: string }[]>(page, 'POST', '/transaction/bookings', {
    userVehicleId: cart.vehicleId,
    isPickupRequired: false,
    pickupDropoffData: {
      pickupLocation: { profileLocationName: 'Home', latitude: 12.97, longitude: 77.59 },
      pickupDate: date,
      pickupSlot: slot,
    },
  });
  return created!.bookingId;
}

/** A signed-in customer of `brand` reading `language`, with the Basic Service booked for their own visit; answers the booking's id. */
export const customerWithBooking = async (page: Page, language: Language, brand = 'servicebay') =>
  bookCartByApi(page, await customerWithCart(page, language, brand));

/** Moves the booking along its timeline as its workshop would (the operator's development route). */
export const moveBooking = (page: Page, bookingId: string, name: string, remarks?: string) =>
  page.evaluate(
    async ({ bookingId, name, remarks, key }) => {
      const response = await fetch(`/api/dev/bookings/${bookingId}/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, remarks }),
      });
      if (!response.ok) throw new Error(`moving the booking: ${response.status} ${await response.text()}`);
    },
    { bookingId, name, remarks, key: E2E_OPERATOR_KEY },
  );

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { NEXON } from '../support/booking';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { addToCartByApi, BENGALURU_HOME, serviceNamed } from '../support/cart';
import { signInByApi } from '../support/customer';
import { addVehicleByApi, seen } from '../support/garage';
import { shootAtWidths } from '../support/screens';

/**
 * Issue 26 item 15: pickup only where the workshop picks up. Select Workshop says, for the
 * customer's address (Bengaluru's MG Road), which workshops pick up from it; Confirm refuses a
 * pickup the cart's workshop does not reach, naming its radius, and offers the own visit.
 */
const SHOTS = '/tmp/shots/pickup-reach';
const browser = useBrowser();

type ListedWorkshop = { workshopId: string; picksUpHere: boolean | null; pickupRadiusKm: number; distance: number | null };

const TEXTS = {
  en: {
    heading: 'Select Workshop',
    picksUp: 'Picks up from your address',
    noPickup: (km: number) => `No pickup here (over ${km} km)`,
    confirmTitle: 'Confirm booking',
    refusalTitle: 'This workshop does not pick up from this address',
    refusal: (km: number) => `This workshop picks up within ${km} km. Choose a nearer address or visit the workshop yourself.`,
    book: 'Book',
    visitInstead: 'I will visit the workshop',
    ownVisit: 'Drop at Garage',
  },
  ar: {
    heading: 'اختر الورشة',
    picksUp: 'تستلم المركبة من عنوانك',
    noPickup: (km: number) => `لا استلام من هنا (أبعد من ${km} كم)`,
    confirmTitle: 'تأكيد الحجز',
    refusalTitle: 'لا تستلم هذه الورشة المركبة من هذا العنوان',
    refusal: (km: number) => `تستلم هذه الورشة المركبات ضمن ${km} كم. اختر عنوانًا أقرب أو قم بزيارة الورشة بنفسك.`,
    book: 'احجز',
    visitInstead: 'سأزور الورشة بنفسي',
    ownVisit: 'التسليم في الورشة',
  },
};

/** A customer with a Nexon and a home on MG Road, reading `language`; the Basic Service, and the workshops Select Workshop lists for it. */
async function customerAtMgRoad(page: Page, language: 'en' | 'ar') {
  await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
  const vehicle = (await addVehicleByApi(page, NEXON)) as unknown as { did: string; catalogVehicleId: string };
  await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  if (language === 'ar') await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
  const basic = await serviceNamed(page, 'Basic Service', vehicle.catalogVehicleId);
  const listed = await apiAs<ListedWorkshop[]>(
    page,
    'GET',
    `/catalog/workshopsByService?serviceId=${basic.serviceId}&latitude=${BENGALURU_HOME.latitude}&longitude=${BENGALURU_HOME.longitude}&radius=100`,
  );
  const near = listed.find((workshop) => workshop.picksUpHere === true);
  const far = listed.find((workshop) => workshop.picksUpHere === false && workshop.pickupRadiusKm > 0);
  if (!near || !far) throw new Error(`the demo needs a workshop near MG Road and one beyond its pickup radius: ${JSON.stringify(listed)}`);
  return { serviceId: basic.serviceId, vehicleId: vehicle.did, near, far };
}

describe('pickup only where the workshop picks up', () => {
  for (const [language, viewport] of [
    ['en', PHONE],
    ['ar', DESKTOP],
  ] as const) {
    it(`${language === 'en' ? 'in English on a phone' : 'in Arabic on a desktop'}: Select Workshop says who picks up; Confirm refuses the rest and offers the own visit`, async () => {
      const page = await browser.newPage({ viewport });
      const text = TEXTS[language];
      const { serviceId, vehicleId, near, far } = await customerAtMgRoad(page, language);
      const overflows: string[] = [];

      // Select Workshop: a line on each card, for the selected address.
      await page.goto(brandUrl('servicebay', `/portal/select-workshop?serviceId=${serviceId}`));
      await page.getByRole('heading', { name: text.heading, level: 1 }).waitFor();
      // By its link: the names are in the reader's language.
      const card = (workshop: ListedWorkshop) => page.locator('.workshop-card').filter({ has: page.locator(`a[href*="${workshop.workshopId}"]`) });
      await expect.poll(() => card(near).innerText()).toContain(text.picksUp);
      await expect.poll(() => card(far).innerText()).toContain(text.noPickup(far.pickupRadiusKm));
      // Distances read as people say them: one decimal under 10 km, whole km beyond.
      if (language === 'en' && far.distance! >= 10) await expect.poll(() => card(far).innerText()).toMatch(/\b\d+\s?km away/);
      await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `select-workshop-${language}`, viewport })));

      // The cart at the workshop beyond reach: pickup, the first mode, is refused before Book.
      await addToCartByApi(page, { serviceId, workshopId: far.workshopId });
      await page.goto(brandUrl('servicebay', '/portal/confirm'));
      await page.getByRole('heading', { name: text.confirmTitle, level: 1 }).waitFor();
      const refusal = page.getByRole('alert').filter({ hasText: text.refusalTitle });
      await expect.poll(() => refusal.innerText()).toContain(text.refusal(far.pickupRadiusKm));
      await page.getByRole('button', { name: text.book, exact: true }).filter({ visible: true }).first().click();
      await seen(page.locator('.mantine-Notification-root'), text.refusal(far.pickupRadiusKm));
      await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `confirm-beyond-pickup-${language}`, viewport })));

      // The server says the same to anyone who asks it directly, naming the radius.
      const slot = { startTime: '10:00', endTime: '11:00' };
      const home = { profileLocationName: 'Home', latitude: Number(BENGALURU_HOME.latitude), longitude: Number(BENGALURU_HOME.longitude) };
      const answer = await apiAs(page, 'POST', '/transaction/bookings', {
        userVehicleId: vehicleId,
        isPickupRequired: true,
        pickupDropoffData: { pickupLocation: home, dropoffLocation: home, pickupDate: '2099-01-05', pickupSlot: slot },
      }).catch((error: unknown) => String(error));
      expect(answer).toContain('bookings/beyond-pickup-radius');

      // The own visit instead: the refusal goes, the mode is Drop at Garage.
      await refusal.getByRole('button', { name: text.visitInstead }).click();
      await expect.poll(() => refusal.count()).toBe(0);
      await expect.poll(() => page.getByRole('radio', { name: text.ownVisit }).isChecked()).toBe(true);

      expect(overflows).toEqual([]);
      await page.close();
    });
  }
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastCodeSentTo, uniqueIndianNumber } from '../support/api';
import { brandUrl, useBrowser } from '../support/browser';
import { requestCode, storedSession, typeCode } from '../support/customer';
import { apiAs } from '../support/account';
import { addVehicleByApi, openInApp } from '../support/garage';
import { openScreen, shootAtEveryWidth } from '../support/screens';

/**
 * Every customer screen at a small phone, a common phone and a desktop, in both languages, for a
 * car brand and the bike brand (issue 8, parts 3, 4 and 7), with a card's '⋯' menu, the dialogs and the
 * account-deletion form opened: none scrolls sideways, axe finds no serious or critical issue on
 * any, and the screenshots (e2e/artifacts/screens) are there to be looked at by a person.
 */
/** Some 30 screens and dialogs at three widths, axe on each: a minute on a quiet machine, several beside another CI run. */
const JOURNEY_MS = 300_000;

const direction = (page: Page) => page.evaluate(() => document.documentElement.dir);
const ADDRESS = { landmark: 'Near the metro station', state: 'Telangana', postalCode: '500032', latitude: '17.44', longitude: '78.35' };

export const BRANDS = {
  car: { brand: 'servicebay', vehicle: { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' } },
  bike: {
    brand: 'throttle',
    vehicle: { makeId: '2w.royal-enfield', modelName: 'Classic 350', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA05MK4321' },
  },
} as const;

/**
 * The journeys of one brand, in both languages: a file per brand (screens-at-widths-car and -bike),
 * so the two run side by side rather than four minutes in one file at the end of a run.
 */
export function screensAtWidthsOf({ brand, vehicle }: (typeof BRANDS)[keyof typeof BRANDS]) {
  const browser = useBrowser();
  describe(`customer screens at three widths, ${brand}`, () => {
    for (const language of ['en', 'ar'] as const) {
      it(
        `${brand} in ${language}`,
        async () => {
          const page = await browser.newPage({ viewport: { width: 390, height: 720 } });
          const number = uniqueIndianNumber();
          const tag = `${brand}-${language}`;
          const overflows: string[] = [];
          await page.goto(brandUrl(brand, '/login'));
          if (language === 'ar') {
            await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
            await expect.poll(() => direction(page)).toBe('rtl');
          }
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-login`)));
          if (language === 'en') await requestCode(page, number);
          else {
            await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(number);
            const terms = page.getByRole('checkbox').first();
            if (await terms.count()) await terms.check();
            await page.getByRole('button', { name: 'متابعة', exact: true }).click();
            await page.waitForURL((url) => url.pathname === '/otp');
          }
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-otp`)));
          await typeCode(page, await lastCodeSentTo(brand, `+91${number}`), language === 'ar' ? 'الرقم 1 من 6' : 'Digit 1 of 6');
          await page.waitForURL((url) => ['/portal/dashboard', '/onboarding'].includes(url.pathname));
          await expect.poll(() => storedSession(page)).not.toBeNull();
          if (language === 'ar' && (await direction(page)) !== 'rtl') {
            await openInApp(page, '/portal/languages');
            await page.getByRole('radio', { name: 'العربية' }).click();
            await expect.poll(() => direction(page)).toBe('rtl');
          }
          // The new customer's dashboard: home.e2e.ts shoots it, with its menu, for both brands and languages.
          await openInApp(page, '/portal/my-vehicles');
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-vehicles-empty`)));
          const added = await addVehicleByApi(page, vehicle);
          await page.reload();
          await page.getByText(vehicle.modelName).first().waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-vehicles`)));
          // Deleting asks first: the confirmation, reached through the card's menu.
          await page.getByRole('button', { name: language === 'ar' ? /المزيد/ : /More for/ }).click();
          await page.getByRole('menuitem').last().click();
          await page.getByRole('dialog').waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-delete-vehicle`)));
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
          await openInApp(page, '/portal/dashboard');
          await page.getByRole('button', { name: language === 'ar' ? 'تغيير المركبة المستخدمة' : 'Change the vehicle in use' }).click();
          await page.getByRole('dialog').waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-vehicle-picker`)));
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
          for (const [name, path] of [
            ['manage-vehicle', `/portal/manage-your-vehicle/${added.did}`],
            ['upload-documents', `/portal/upload-documents/${added.did}?type=INSURANCE`],
            ['document-vault', '/portal/document-vault'],
          ] as const) {
            await openScreen(page, path);
            overflows.push(...(await shootAtEveryWidth(page, `${tag}-${name}`)));
          }
          await openInApp(page, '/portal/add-vehicles');
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-add-vehicle`)));
          await openInApp(page, '/portal/profile');
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-profile`)));
          await openInApp(page, '/portal/edit-profile');
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-edit-profile`)));
          await openInApp(page, '/portal/my-addresses');
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-addresses-empty`)));
          for (const [addressType, city] of [
            ['Home', 'Hyderabad'],
            ['Work', 'Secunderabad'],
          ] as const)
            await apiAs(page, 'POST', '/users/me/addresses', { ...ADDRESS, addressType, addressline1: `${addressType} 1, Road No. 12`, city });
          await page.reload();
          await page.getByText('Secunderabad').first().waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-addresses`)));
          // The card's rarer actions, opened.
          await page
            .getByRole('listitem')
            .filter({ hasText: 'Secunderabad' })
            .getByRole('button', { name: language === 'ar' ? /المزيد/ : /More for/ })
            .click();
          await page.getByRole('menu').waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-address-menu`)));
          await page.keyboard.press('Escape');
          await expect.poll(() => page.getByRole('menu').count()).toBe(0);
          await page
            .getByRole('banner')
            .getByRole('button', { name: /Hyderabad/ })
            .click();
          await page.getByRole('dialog').waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-address-picker`)));
          await page.keyboard.press('Escape');
          const [saved] = await apiAs<{ did: string }[]>(page, 'GET', '/users/me/addresses');
          for (const [name, path] of [
            ['edit-address', `/portal/edit-address/${saved!.did}`],
            ['personal-details', '/personal-details'],
            ['add-address', '/portal/add-new-address'],
            ['settings', '/portal/settings'],
            ['languages', '/portal/languages'],
            ['not-found', '/portal/no-such-screen'],
            ['help', '/portal/help-and-support'],
          ] as const) {
            await openScreen(page, path);
            overflows.push(...(await shootAtEveryWidth(page, `${tag}-${name}`)));
          }
          await page.getByRole('button', { name: language === 'ar' ? 'اتصل بنا' : 'Call us' }).click();
          await page.getByRole('dialog').waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-call`)));
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
          await page.getByRole('button', { name: language === 'ar' ? 'راسلنا' : 'Contact us' }).click();
          await page.getByRole('dialog').waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-contact-us`)));
          await page.keyboard.press('Escape');
          await openScreen(page, '/portal/settings');
          await page.getByRole('button', { name: language === 'ar' ? 'حذف الحساب' : 'Delete account' }).click();
          await page.getByRole('button', { name: language === 'ar' ? 'طلب حذف الحساب' : 'Request account deletion' }).waitFor();
          overflows.push(...(await shootAtEveryWidth(page, `${tag}-delete-account`)));
          expect(overflows).toEqual([]);
        },
        JOURNEY_MS,
      );
    }
  });
}

import { gstinCheckCharacter } from '@servicebay/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { DESKTOP, transitionsDone, useBrowser } from '../support/browser';
import { horizontalOverflow } from '../support/screens';
import { callApi, checkScreen, pickLanguage, SHOTS, signInToWorkshopByApi, uniqueUsername } from '../support/workshop';

const JOURNEY_MS = 240_000;
const PATIENTLY = { timeout: 15_000 };
const PASSWORD = 'Workshop#2026';
const browser = useBrowser();

type Session = { accessToken: string; staff: { workshops: { workshopId: string; name: string }[] } };

/**
 * A service centre of its own, signed up through the API: the journey changes its bays, hours and
 * logo, never a demo workshop's, where the other journeys book slots.
 */
async function ownWorkshop() {
  const username = uniqueUsername('latha');
  const workshopName = `Latha Auto Works ${username.split('.')[1]}`;
  const session = await callApi<Session>('POST', '/staff/sign-up', {
    workshopName,
    city: 'Bengaluru',
    latitude: 12.9716,
    longitude: 77.5946,
    ownerName: 'Latha Rao',
    mobileNumber: uniqueIndianNumber(),
    email: `${username}@example.com`,
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return { username, workshopName, accessToken: session.accessToken, workshopId: session.staff.workshops[0]!.workshopId };
}

/** Another desk adds a logo through the API while the screen still shows none. */
async function logoFromAnotherDesk(workshopId: string, accessToken: string) {
  const form = new FormData();
  form.append('file', new Blob([tinyPng()], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`http://127.0.0.1:${inject('port')}/api/staff/workshops/${workshopId}/logo`, {
    method: 'POST',
    headers: { 'x-client-name': 'servicebay', authorization: `Bearer ${accessToken}` },
    body: form,
  });
  expect(response.status).toBe(200);
}

async function pickLogo(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('workshop settings', () => {
  it(
    'lets the owner change the calendar, the tax registration and the logo, and open another branch; an advisor only reads them',
    async () => {
      const own = await ownWorkshop();
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: 12.2958, longitude: 76.6394 });
      await signInToWorkshopByApi(page, own.username, PASSWORD);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Workshop settings' }).click();
      await page.getByRole('heading', { name: 'Workshop settings', level: 1 }).waitFor(PATIENTLY);
      const overflows = await checkScreen(page, 'settings');

      // A GSTIN whose last character does not match is refused at the field, before anything is sent.
      await field(page, 'State code').fill('29');
      await field(page, 'GSTIN').fill('29AAPFU0939F1ZA');
      await field(page, 'Bays').fill('6');
      await field(page, 'Opens at').fill('08:30');
      await field(page, 'Closes at').fill('19:00');
      // How far its drivers go for a pickup (issue 26 item 15): whole km up to 500.
      await expect.poll(() => field(page, 'Pickup radius (km)').inputValue()).toBe('10');
      await field(page, 'Pickup radius (km)').fill('600');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('This GST number’s last character does not match the rest; check it for a typing mistake').waitFor();
      await page.getByText('Enter whole km from 0 (no pickup) to 500').waitFor();
      await expect.poll(() => field(page, 'GSTIN').getAttribute('aria-invalid')).toBe('true');
      overflows.push(...(await checkScreen(page, 'settings-refused')));
      // The pickup section on a phone too, in both languages: the settings scroll inside their frame, so each shot scrolls to it.
      for (const language of ['ar', 'en'] as const) {
        await pickLanguage(page, language);
        // Saving again shows the refusals in the language now read.
        await page.getByRole('button', { name: language === 'ar' ? 'حفظ الإعدادات' : 'Save settings' }).click();
        await page
          .getByText(language === 'ar' ? 'أدخل عددًا صحيحًا من الكيلومترات من 0 (لا استلام) إلى 500' : 'Enter whole km from 0 (no pickup) to 500')
          .waitFor();
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 720 });
          await transitionsDone(page);
          await page.locator('#settings-pickup-heading').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/workshop-settings-pickup-${language}-${width}.png` });
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) overflows.push(`settings pickup (${language}) at ${width} px overflows ${overflow} px sideways`);
        }
        await page.setViewportSize(DESKTOP);
      }
      await field(page, 'Pickup radius (km)').fill('15');

      const gstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
      await field(page, 'GSTIN').fill(gstin);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Settings saved').waitFor(PATIENTLY);

      // The change is the server's: a reload shows it.
      await page.reload();
      await field(page, 'Bays').waitFor(PATIENTLY);
      await expect.poll(() => field(page, 'Bays').inputValue()).toBe('6');
      await expect.poll(() => field(page, 'Opens at').inputValue()).toBe('08:30');
      await expect.poll(() => field(page, 'GSTIN').inputValue()).toBe(gstin);
      await expect.poll(() => field(page, 'Pickup radius (km)').inputValue()).toBe('15');

      // A logo: once there, it is removed before another is added.
      await pickLogo(page);
      await page.getByRole('img', { name: `Logo of ${own.workshopName}` }).waitFor(PATIENTLY);
      await expect.poll(() => page.getByRole('button', { name: 'Add logo' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Remove logo' }).click();
      await page.getByRole('button', { name: 'Add logo' }).waitFor(PATIENTLY);
      await logoFromAnotherDesk(own.workshopId, own.accessToken);
      await pickLogo(page);
      await page.getByRole('alert').filter({ hasText: 'An existing logo must be removed before another is added' }).waitFor(PATIENTLY);
      await page.getByRole('button', { name: 'Remove logo' }).waitFor(PATIENTLY);
      overflows.push(...(await checkScreen(page, 'settings-logo-refused')));
      await page.getByRole('button', { name: 'Remove logo' }).click();
      await pickLogo(page);
      await page.getByRole('img', { name: `Logo of ${own.workshopName}` }).waitFor(PATIENTLY);

      // Another branch: the owner works there at once, on its dashboard.
      await page.getByRole('button', { name: 'Open another branch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Open another branch' });
      await dialog.getByRole('textbox', { name: 'Branch' }).fill('Mysuru');
      await dialog.getByRole('textbox', { name: 'Town or city' }).fill('Mysuru');
      await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+918212345678');
      await dialog.getByRole('button', { name: 'Use my current location' }).click();
      await dialog.getByText('Location set: your current location').waitFor();
      overflows.push(...(await checkScreen(page, 'settings-open-branch')));
      await dialog.getByRole('button', { name: 'Open branch' }).click();
      await page.waitForURL((url) => /\/w\/[^/]+\/dashboard$/.test(url.pathname) && !url.pathname.includes(own.workshopId), PATIENTLY);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // An advisor reads the demo workshop's settings: nothing to change or save there.
      const desk = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(desk, 'advisor');
      await desk.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Workshop settings' }).click();
      await desk.getByText('Only the owner changes these settings; you can read them.').waitFor(PATIENTLY);
      await expect.poll(() => field(desk, 'Bays').getAttribute('readonly')).not.toBeNull();
      await expect.poll(() => desk.getByRole('button', { name: /Save settings|Open another branch|Add logo|Add holiday/ }).count()).toBe(0);
      overflows.push(...(await checkScreen(desk, 'settings-read-only')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});

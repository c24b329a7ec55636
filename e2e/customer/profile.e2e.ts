import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, firstCatalogueCar, tinyPng, uploadPollutionCertificate } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });
const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).filter({ visible: true }).first().isVisible()).toBe(true);
const completeness = (page: Page) => page.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow');

/** Opens the birth-date calendar (it starts on decades) and goes back decade by decade to the year. */
async function pickBirthDate(page: Page, { year, month, day }: { year: number; month: string; day: string }) {
  await page.getByRole('button', { name: 'Date of birth' }).click();
  const yearButton = page.getByRole('button', { name: String(year), exact: true });
  for (let step = 0; step < 10 && !(await yearButton.isVisible()); step += 1) await page.getByRole('button', { name: 'Previous decade' }).click();
  await yearButton.click();
  await page.getByRole('button', { name: month, exact: true }).click();
  await page.getByRole('button', { name: `${day} ${year}`, exact: true }).click();
}

describe('profile', () => {
  it('a customer completes the profile: personal details 40, a vehicle 70, its documents 100', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const number = uniqueIndianNumber();
    await signInByApi(page, 'servicebay', { mobileNumber: number });

    await page.getByRole('link', { name: /^My profile/ }).click();
    await page.waitForURL(/\/portal\/profile$/);
    await expect.poll(() => completeness(page)).toBe('0');
    await visible(page, `+91${number}`);

    // Personal details: the domain's messages first, for a short name and a missing gender (an
    // under-age birth date cannot be picked: fits-and-choices.e2e.ts).
    await page.getByRole('link', { name: /Personal details/ }).click();
    await page.waitForURL(/\/portal\/edit-profile$/);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page, 'Name should have minimum 3 characters');
    await visible(page, 'Please select gender');
    await expect.poll(() => page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe(`+91${number}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Mobile number' }).getAttribute('readonly')).not.toBeNull();

    await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha.rao@example.com');
    await pickBirthDate(page, { year: 1990, month: 'May', day: '20 May' });
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.screenshot(shot('profile-edit-phone'));
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page, 'Personal details saved');
    await page.waitForURL(/\/portal\/profile$/);
    await expect.poll(() => completeness(page)).toBe('40');
    await visible(page, '40%');
    await visible(page, 'Asha Rao');
    await expect
      .poll(() => apiAs<{ name: string; email: string; gender: string; date_of_birth: string; completeness: number }>(page, 'GET', '/users/me/profile'))
      .toMatchObject({ name: 'Asha Rao', email: 'asha.rao@example.com', gender: 'Female', date_of_birth: '1990-05-20', completeness: 40 });

    // Email is read-only once set.
    await page.getByRole('link', { name: /Personal details/ }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/portal\/profile$/);

    // A vehicle, added through the API, counts 30.
    const car = await firstCatalogueCar(page);
    const vehicle = await apiAs<{ did: string }>(page, 'POST', '/users/me/vehicles', {
      ...car,
      registrationNumber: `TS09EA${String(Date.now()).slice(-4).replace(/^0/, '1')}`,
    });
    await page.reload();
    await expect.poll(() => completeness(page)).toBe('70');

    // Documents of the selected vehicle count the last 30.
    await uploadPollutionCertificate(page, vehicle.did);
    await page.reload();
    await expect.poll(() => completeness(page)).toBe('100');
    await visible(page, '100%');
    await visible(page, 'Your profile is complete.');

    // A profile photo, picked as a file on this (non-touch) browser; a text file named .png is refused.
    const notAPicture = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (await notAPicture).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await visible(page, 'Please upload valid format');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await visible(page, 'Profile photo updated');
    // The same stored file; the signature part of the URL may differ between two reads.
    const fileOf = (url: string | null) => url?.split('?')[0];
    const storedPhoto = async () => fileOf((await apiAs<{ profileImageUrl: string | null }>(page, 'GET', '/users/me/profile')).profileImageUrl);
    await expect.poll(storedPhoto).toBeTruthy();
    const stored = await storedPhoto();
    await expect.poll(async () => fileOf(await page.getByRole('img', { name: 'Profile photo' }).getAttribute('src'))).toBe(stored);
    await page.screenshot(shot('profile-complete-phone'));
  });

  it('a guest without a number is sent to personal details, where the number is added by verifying it', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/login'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(/\/portal\/dashboard$/);

    // Deleting an account names it by its number, so the guest is asked for one first.
    await page.goto(brandUrl('servicebay', '/portal/settings'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    await transitionsDone(page);
    await page.getByRole('button', { name: 'Request account deletion' }).click();
    await page.waitForURL(/\/portal\/edit-profile\?returnToPersonalDetails=1$/);
    await visible(page, /Add your mobile number to continue/);
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await expect.poll(() => mobile.inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Guest Driver');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => mobile.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => (await apiAs<{ name: string | null }>(page, 'GET', '/users/me/profile')).name).toBeNull();
    await page.getByRole('link', { name: 'Verify mobile number' }).click();
    await page.waitForURL(/\/login$/);
  });
});

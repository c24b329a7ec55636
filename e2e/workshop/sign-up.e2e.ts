import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { checkScreen, uniqueUsername, workshopUrl } from '../support/workshop';

const browser = useBrowser();

describe('signing a workshop up', () => {
  it('registers the workshop and its owner, who lands signed in on its dashboard', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    // The owner signs up at the workshop: the device's location is its point on the map.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await page.goto(workshopUrl('/login'));
    await page.getByRole('link', { name: 'Register your workshop' }).click();
    await page.getByRole('heading', { name: 'Register your workshop' }).waitFor();

    await page.getByRole('button', { name: 'Create workshop' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThanOrEqual(6);
    const overflows = await checkScreen(page, 'sign-up-refused');

    const username = uniqueUsername('kiran');
    const workshopName = `Kiran Motors ${username.split('.')[1]}`;
    await page.getByRole('textbox', { name: 'Workshop name' }).fill(workshopName);
    await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await page.getByText('Location set: your current location').waitFor();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Kiran Shetty');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(`9${username.split('.')[1]}12`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Workshop#2026');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Workshop#2026');
    overflows.push(...(await checkScreen(page, 'sign-up')));
    await page.getByRole('button', { name: 'Create workshop' }).click();

    await page.waitForURL(/\/workshop\/w\/[^/]+\/dashboard$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome, Kiran Shetty');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(workshopName);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'People' }).waitFor();
    overflows.push(...(await checkScreen(page, 'dashboard-new-workshop')));
    expect(overflows).toEqual([]);
  });
});

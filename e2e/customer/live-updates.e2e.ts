import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, useBrowser } from '../support/browser';
import { signInThroughUi } from '../support/customer';
import { addVehicleByApi, seen } from '../support/garage';

const browser = useBrowser();

/** Resolves once the page's live event stream has answered, so a change made after it is one the tab must hear of. */
const streamOpened = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.ok());

describe('live updates across tabs', () => {
  it('a vehicle added in one tab appears in the other tab of the same customer within a second', async () => {
    const first = await browser.newPage();
    await signInThroughUi(first, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    // A second tab of the same browser: same stored session, its own page and its own stream.
    const second = await first.context().newPage();
    const secondListening = streamOpened(second);
    await second.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    await secondListening;
    await seen(second, 'No vehicles yet');

    const addedAt = Date.now();
    await addVehicleByApi(first, { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' });
    // The stream delivers well within a second; the deadline leaves room for a busy machine.
    await second.getByRole('article', { name: 'Tata Nexon' }).waitFor({ state: 'visible', timeout: 3_000 });
    const latencyMs = Date.now() - addedAt;
    console.info(`live update reached the other tab in ${latencyMs} ms`);
    expect(latencyMs).toBeLessThan(3_000);
  });

  it("an address added and selected in one tab becomes the other tab's service address", async () => {
    const first = await browser.newPage();
    await signInThroughUi(first, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    const second = await first.context().newPage();
    const secondListening = streamOpened(second);
    await second.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    await secondListening;
    const servicePlace = second.getByRole('banner').getByRole('button', { name: /Select Address|Service address/ });
    await expect.poll(() => servicePlace.getAttribute('aria-label')).toBe('Select Address');

    const body = { landmark: 'Main road', state: 'Telangana', postalCode: '500032', latitude: '17.44', longitude: '78.35' };
    await apiAs(first, 'POST', '/users/me/addresses', { ...body, addressType: 'Home', addressline1: 'House 1', city: 'Hyderabad' });
    await expect.poll(() => servicePlace.getAttribute('aria-label'), { timeout: 3_000 }).toBe('Service address: Hyderabad');
  });
});

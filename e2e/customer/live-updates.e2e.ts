import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { addVehicleByApi, seen } from '../support/garage';

const browser = useBrowser();

/** Resolves once the page's live event stream has answered, so a change made after it is one the tab must hear of. */
const streamOpened = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.ok());

describe('live updates across tabs', () => {
  it('a vehicle added in one tab appears in the other tab of the same customer within a second', async () => {
    const first = await browser.newPage();
    const listening = streamOpened(first);
    await signInByApi(first, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    await listening;
    // A second tab of the same browser: same stored session. The first tab holds the one stream of
    // the browser and passes events on; the second hears them once its app has started.
    const second = await first.context().newPage();
    await second.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    await seen(second, 'No vehicles yet');

    const addingAt = Date.now();
    await addVehicleByApi(first, { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' });
    const addedAt = Date.now();
    // The stream delivers well within a second; the deadline leaves room for a busy machine.
    await second.getByRole('article', { name: 'Tata Nexon' }).waitFor({ state: 'visible', timeout: 3_000 });
    const latencyMs = Date.now() - addingAt;
    console.info(`live update: the other tab showed the vehicle ${Date.now() - addedAt} ms after the add returned (${latencyMs} ms from the first call)`);
    expect(latencyMs).toBeLessThan(3_000);
  });

  it("an address added in one tab becomes the other tab's service address; when the first tab closes the second takes the stream over", async () => {
    const first = await browser.newPage();
    const listening = streamOpened(first);
    await signInByApi(first, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    await listening;
    const second = await first.context().newPage();
    const secondStreams: string[] = [];
    second.on('request', (request) => void (new URL(request.url()).pathname === '/api/events' && secondStreams.push(request.url())));
    await second.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    await seen(second, 'No vehicles yet');
    const servicePlace = second.getByRole('banner').getByRole('button', { name: /Select address|Service address/ });
    await expect.poll(() => servicePlace.getAttribute('aria-label')).toBe('Select address');

    const body = { landmark: 'Main road', state: 'Telangana', postalCode: '500032', latitude: '17.44', longitude: '78.35' };
    await apiAs(first, 'POST', '/users/me/addresses', { ...body, addressType: 'Home', addressline1: 'House 1', city: 'Hyderabad' });
    await expect.poll(() => servicePlace.getAttribute('aria-label'), { timeout: 3_000 }).toBe('Service address: Hyderabad');
    // One stream for the browser: the second tab heard it from the first.
    expect(secondStreams).toEqual([]);

    // The first tab closes: the second takes the stream over and follows on its own.
    const takenOver = streamOpened(second);
    await first.close();
    await takenOver;
    const work = await apiAs<{ did: string }>(second, 'POST', '/users/me/addresses', {
      ...body,
      addressType: 'Work',
      addressline1: 'Office 2',
      city: 'Secunderabad',
    });
    await apiAs(second, 'POST', `/users/me/addresses/${work.did}/select`);
    await expect.poll(() => servicePlace.getAttribute('aria-label'), { timeout: 3_000 }).toBe('Service address: Secunderabad');
  });
});

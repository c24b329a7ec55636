import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { uniqueIndianNumber } from '../support/api';
import { NEXON } from '../support/booking';
import { staffSignIn, uniquePlate, workshopOf } from '../support/job-cards';
import { callApi, checkScreen, signInToWorkshopByApi } from '../support/workshop';

const JOURNEY_MS = 240_000;
const PATIENTLY = { timeout: 15_000 };
const browser = useBrowser();

type Customer = { customerId: string; name: string; vehicles: { vehicleId: string; registrationNumber: string | null }[] };

/** The Nexon's catalogue picks, as the API's own catalogue answers them. */
async function nexonPicks() {
  const makes = await callApi<{ makeId: string; name: string }[]>('GET', '/catalog/vehicle/makes');
  const makeName = makes.find((make) => make.makeId === NEXON.makeId)!.name;
  const models = await callApi<{ modelId: string; name: string }[]>('GET', `/catalog/vehicles/models?makeId=${NEXON.makeId}`);
  const model = models.find((candidate) => candidate.name === NEXON.modelName)!;
  const [variant] = await callApi<{ vehicleId: string; name: string }[]>(
    'GET',
    `/catalog/vehicle/variants?modelId=${model.modelId}&year=${NEXON.year}&fuelType=${NEXON.fuelType}`,
  );
  return {
    makeId: NEXON.makeId,
    modelId: model.modelId,
    year: NEXON.year,
    fuelType: NEXON.fuelType,
    catalogVehicleId: variant!.vehicleId,
    makeName,
    variantName: variant!.name,
  };
}

/** A customer of the workshop with a Nexon of a plate of its own, recorded by the demo advisor through the API. */
async function customerWithNexon(workshopId: string): Promise<{ customer: Customer; plate: string }> {
  const { accessToken } = await staffSignIn('advisor');
  const base = `/staff/workshops/${workshopId}/customers`;
  const customer = await callApi<Customer>('POST', base, { name: 'Meera Iyer', mobileNumber: uniqueIndianNumber() }, accessToken);
  const plate = uniquePlate();
  const { makeId, modelId, year, fuelType, catalogVehicleId } = await nexonPicks();
  await callApi(
    'POST',
    `${base}/${customer.customerId}/vehicles`,
    { makeId, modelId, year, fuelType, catalogVehicleId, registrationNumber: plate },
    accessToken,
  );
  return { customer, plate };
}

/** Picks an option of a searchable select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('customers at the desk', () => {
  it(
    'lets an advisor find a customer by plate, add a walk-in with their vehicle and open its job card',
    async () => {
      const { workshopId } = await workshopOf('advisor');
      const known = await customerWithNexon(workshopId);
      const picks = await nexonPicks();

      const page = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(page, 'advisor');
      await page.getByRole('link', { name: 'Customers', exact: true }).click();
      await page.getByRole('heading', { name: 'Customers' }).waitFor();

      // The search is the server's, by the plate's start; the address keeps it.
      await page.getByRole('textbox', { name: 'Search customers' }).fill(known.plate.slice(0, 8));
      await page.getByRole('link', { name: 'Meera Iyer' }).first().waitFor(PATIENTLY);
      await expect.poll(() => page.getByRole('row').filter({ hasText: known.plate }).count()).toBe(1);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(known.plate.slice(0, 8));
      const overflows = await checkScreen(page, 'customers-search');

      // A new customer: a short first step (name, mobile, plate); a refused field comes into view with the focus.
      await page.getByRole('button', { name: 'Add customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add customer' });
      const focusedField = () =>
        page.evaluate(() => document.activeElement?.getAttribute('aria-invalid') === 'true' && (document.activeElement as HTMLElement).id);
      await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(uniqueIndianNumber());
      await expect.poll(() => dialog.getByLabel('Date of birth').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Add customer' }).click();
      const name = dialog.getByRole('textbox', { name: 'Name' });
      await expect.poll(focusedField).toBe(await name.getAttribute('id'));
      await name.fill('Arjun Walkin');
      await dialog.getByRole('textbox', { name: 'Registration number' }).fill(known.plate);
      // The rest is optional: the anniversary before the birth is refused at the anniversary.
      await dialog.getByRole('button', { name: 'More details (optional)' }).click();
      await dialog.getByLabel('Date of birth').fill('1990-05-01');
      await dialog.getByLabel('Anniversary date').fill('1989-05-01');
      await dialog.getByRole('textbox', { name: 'Town or city' }).fill('Bengaluru');
      await dialog.getByRole('textbox', { name: 'Credit limit (INR)' }).fill('25000');
      await dialog.getByRole('button', { name: 'Add customer' }).click();
      await dialog.getByText('Anniversary date should be later than the date of birth').waitFor();
      await expect.poll(focusedField).toBe(await dialog.getByLabel('Anniversary date').getAttribute('id'));
      overflows.push(...(await checkScreen(page, 'customers-add-refused')));
      await dialog.getByLabel('Anniversary date').fill('2018-02-14');
      await dialog.getByRole('button', { name: 'Add customer' }).click();

      // Their page goes on to the vehicle, the plate filled in: one another customer has is refused at it.
      await page.getByRole('heading', { name: 'Arjun Walkin', exact: true, level: 1 }).waitFor(PATIENTLY);
      const vehicleDialog = page.getByRole('dialog', { name: 'Add a vehicle for Arjun Walkin' });
      await expect.poll(() => vehicleDialog.getByRole('textbox', { name: 'Registration number' }).inputValue(), PATIENTLY).toBe(known.plate);
      await choose(page, 'Make', picks.makeName);
      await choose(page, 'Model', NEXON.modelName);
      await choose(page, 'Manufacture year', String(NEXON.year));
      await choose(page, 'Fuel type', 'Petrol');
      await choose(page, 'Variant', picks.variantName);
      await vehicleDialog.getByRole('textbox', { name: 'VIN (chassis number)' }).fill('MA3EUA61S00123456');
      await vehicleDialog.getByRole('textbox', { name: 'Odometer (km)' }).fill('42000');
      await vehicleDialog.getByRole('button', { name: 'Add vehicle' }).click();
      await vehicleDialog.getByText('Vehicle already exists', { exact: true }).waitFor(PATIENTLY);
      overflows.push(...(await checkScreen(page, 'customers-vehicle-refused')));
      const plate = uniquePlate();
      await vehicleDialog.getByRole('textbox', { name: 'Registration number' }).fill(plate);
      await vehicleDialog.getByRole('button', { name: 'Add vehicle' }).click();
      const vehicle = page.getByRole('listitem', { name: plate });
      await vehicle.waitFor(PATIENTLY);
      overflows.push(...(await checkScreen(page, 'customer')));

      // The walk-in's job card opens; back on the customer, the vehicle offers that card, not a second one.
      await vehicle.getByRole('button', { name: 'Open job card' }).click();
      await page.waitForURL(/\/job-cards\/[\w-]+$/, PATIENTLY);
      const cardUrl = page.url();
      await page.getByText('In Workshop').first().waitFor(PATIENTLY);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.innerText(), PATIENTLY).toMatch(/JC-\d+/);
      const cardNo = (await heading.innerText()).match(/JC-\d+/)![0];
      await page.goBack();
      const goToCard = page.getByRole('listitem', { name: plate }).getByRole('link', { name: `Go to job card ${cardNo}` });
      await goToCard.waitFor(PATIENTLY);
      await expect.poll(() => page.getByRole('listitem', { name: plate }).getByRole('button', { name: 'Open job card' }).count()).toBe(0);
      overflows.push(...(await checkScreen(page, 'customer-vehicle-in-workshop')));
      await goToCard.click();
      await page.waitForURL(cardUrl, PATIENTLY);
      await page.goBack();
      await page
        .getByRole('listitem', { name: plate })
        .getByText(/42,000 km/)
        .waitFor();
      // Its service history is the board's cards for the plate.
      await page.getByRole('listitem', { name: plate }).getByRole('link', { name: 'Service history' }).click();
      await page.waitForURL(/\/job-cards\?q=/, PATIENTLY);
      await page.getByRole('table').getByText(plate).first().waitFor(PATIENTLY);
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});

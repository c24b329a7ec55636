import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { brandUrl, DESKTOP, useBrowser } from '../support/browser';
import { serviceNamed } from '../support/cart';
import { bookedByApi, customerWithCartAt, staffSignIn } from '../support/job-cards';
import { callApi, SHOTS, signInToWorkshopByApi, checkScreenEverywhere } from '../support/workshop';

/**
 * Issue 29 part 6, the workshop's labour catalogue setting the customer app's prices: at a published
 * workshop, Basic Service costs the workshop's own operation plus parts for the customer's vehicle's
 * segment; a bulk update in the workshop app changes what the customer app shows for it at once
 * (the workshop's menu and the service's details),
 * while a booking made before keeps the price it was made at. Powai Lake Motors: no other journey
 * books there, so its prices are this journey's alone.
 */
const JOURNEY_MS = 240_000;
const WORKSHOP = 'Powai Lake Motors';
const PHONE = { width: 390, height: 844 };
const browser = useBrowser();

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);
type Catalogue = {
  vehicleSegments: { vehicleSegmentId: string; name: string }[];
  rateSegments: { rateSegmentId: string; name: string }[];
  operations: { operationId: string; name: string }[];
};

/**
 * A segment that holds the journey's car (the Nexon: a mass make's SUV, named by both so it is the
 * narrowest that holds it), a rate of 800 an hour and an operation of 1.5 hours there (1,200), sold
 * online as Basic Service with 300 of parts: 1,500 at this workshop.
 */
async function catalogueAt(workshopId: string, serviceId: string, accessToken: string, run: string) {
  const base = `/staff/workshops/${workshopId}/labour`;
  const call = <T>(method: string, path: string, body: object) => callApi<T>(method, `${base}${path}`, body, accessToken);
  const segments = await call<Catalogue>('POST', '/vehicle-segments', {
    name: `Compact SUV ${run}`,
    vehicleType: 'car',
    categories: ['SUV'],
    makeSegments: ['mass'],
  });
  const rates = await call<Catalogue>('POST', '/rate-segments', { name: `Journey rate ${run}`, rate: 800 });
  const vehicleSegmentId = segments.vehicleSegments.find((segment) => segment.name === `Compact SUV ${run}`)!.vehicleSegmentId;
  const rateSegmentId = rates.rateSegments.find((segment) => segment.name === `Journey rate ${run}`)!.rateSegmentId;
  const operationName = `Basic service labour ${run}`;
  const made = await call<Catalogue>('POST', '/operations', { name: operationName, rateSegmentId, times: [{ vehicleSegmentId, hours: 1.5 }] });
  const operationId = made.operations.find((operation) => operation.name === operationName)!.operationId;
  await call('PUT', '/online-services', { serviceId, operationId, parts: [{ vehicleSegmentId, amount: 300 }] });
  return { operationName };
}

describe('the workshop’s labour catalogue sets the customer app’s prices', () => {
  it(
    'a bulk update at a published workshop changes the price the customer sees for the service, and a booking made before keeps its price',
    async () => {
      const owner = await staffSignIn('owner');
      const me = await callApi<{ workshops: { workshopId: string; name: string }[] }>('GET', '/staff/me', undefined, owner.accessToken);
      const { workshopId } = me.workshops.find((workshop) => workshop.name === WORKSHOP)!;
      const run = Date.now().toString(36);

      const customer = await browser.newPage({ viewport: PHONE, hasTouch: true });
      const cart = await customerWithCartAt(customer, workshopId, { signIn: 'api' });
      const vehicle = await apiAs<{ catalogVehicleId: string }>(customer, 'GET', `/users/me/vehicles/${cart.vehicleId}`);
      const basic = await serviceNamed(customer, 'Basic Service', vehicle.catalogVehicleId);
      const { operationName } = await catalogueAt(workshopId, basic.serviceId, owner.accessToken, run);

      // The workshop publishes its catalogue from the catalogue screen.
      const desk = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(desk, 'owner', undefined, { landOn: `/w/${workshopId}/labour` });
      await desk.getByRole('heading', { name: 'Labour pricing catalogue', level: 1 }).waitFor();
      await desk.getByRole('button', { name: operationName }).waitFor();
      const publish = desk.getByRole('switch', { name: 'Publish to the customer app' });
      if (!(await publish.isChecked())) await publish.click({ force: true });
      await desk.getByText('The customer app shows this workshop’s prices').waitFor();
      const overflows = await checkScreenEverywhere(desk, 'labour-catalogue');

      // Booked now, at the workshop's own price for the Nexon's segment.
      const booked = await bookedByApi(customer, cart);
      const bookedPrice = async () =>
        (await apiAs<{ items: { pricing: { amount: number } }[] }>(customer, 'GET', `/transaction/booking/${booked.bookingId}`)).items[0]!.pricing.amount;
      await expect.poll(bookedPrice).toBe(1500);

      // A bulk update of the operation's prices, previewed, then applied.
      await desk.goto(new URL(`/workshop/w/${workshopId}/labour-updates`, desk.url()).toString());
      await desk.getByRole('heading', { name: 'Labour price update', level: 1 }).waitFor();
      await desk.getByRole('combobox', { name: 'Which' }).fill(operationName);
      await desk.getByRole('option', { name: operationName }).click();
      await desk.keyboard.press('Escape');
      await desk.getByLabel('Change by', { exact: true }).fill('20');
      await desk.getByRole('button', { name: 'Preview' }).click();
      const preview = desk.getByRole('table', { name: 'Preview' });
      await preview
        .getByRole('row', { name: new RegExp(`${operationName}.*${rupees(1200).replace(/[.$()]/g, '\\$&')}.*${rupees(1440).replace(/[.$()]/g, '\\$&')}`) })
        .waitFor();
      overflows.push(...(await checkScreenEverywhere(desk, 'labour-update-preview')));
      await desk.getByRole('button', { name: 'Apply update' }).click();
      await desk.getByRole('article').filter({ hasText: operationName }).first().waitFor();
      overflows.push(...(await checkScreenEverywhere(desk, 'labour-update-history')));

      // The customer app shows the new price at once, and the booking keeps the one it was made at.
      await customer.goto(brandUrl('servicebay', `/portal/book_service?workshopId=${workshopId}`));
      // The service's card on the workshop's menu (its name links to the service's details).
      const card = customer.locator('.service-card', { has: customer.getByRole('link', { name: 'Basic Service', exact: true }) });
      await card.waitFor();
      await expect.poll(() => card.innerText()).toContain(rupees(1440 + 300));
      await card.screenshot({ path: `${SHOTS}/customer-labour-price-390.png` });
      // Its details, opened from the workshop's menu, are priced there too: the footer's estimate is the workshop's.
      await card.getByRole('link', { name: 'Basic Service', exact: true }).click();
      const estimate = customer.getByRole('region', { name: 'Estimated cost' });
      await expect.poll(() => estimate.innerText()).toContain(rupees(1440 + 300));
      await expect.poll(bookedPrice).toBe(1500);

      await callApi('PUT', `/staff/workshops/${workshopId}/labour/publish`, { isPublished: false }, owner.accessToken);
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});

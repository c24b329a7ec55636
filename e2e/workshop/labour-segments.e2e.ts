import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { staffSignIn } from '../support/job-cards';
import { callApi, signInToWorkshopByApi, workshopUrl, checkScreenEverywhere } from '../support/workshop';

/**
 * Issue 29 part 4, the catalogue's segments changed on its screen: a rate saved prices its operations
 * again, a vehicle segment renamed names its column, and one an operation uses is kept with the API's
 * reason while an unused one goes. Jayanagar Car Clinic: no other journey sets labour up there.
 */
const WORKSHOP = 'Jayanagar Car Clinic';
const browser = useBrowser();

type Catalogue = { vehicleSegments: { vehicleSegmentId: string; name: string }[]; rateSegments: { rateSegmentId: string; name: string }[] };

/** A segment and a rate of 600 an hour with an operation of 2 hours on them (1,200), and a segment no operation uses. */
async function catalogueAt(workshopId: string, token: string, run: string) {
  const base = `/staff/workshops/${workshopId}/labour`;
  const names = { used: `Hatchbacks ${run}`, unused: `Vintage ${run}`, rate: `Bodywork ${run}`, operation: `Bumper respray ${run}` };
  await callApi('POST', `${base}/vehicle-segments`, { name: names.used, vehicleType: 'car', categories: ['Hatchback'] }, token);
  await callApi('POST', `${base}/vehicle-segments`, { name: names.unused, vehicleType: 'car', categories: ['Vintage'] }, token);
  const catalogue = await callApi<Catalogue>('POST', `${base}/rate-segments`, { name: names.rate, rate: 600 }, token);
  const vehicleSegmentId = catalogue.vehicleSegments.find((segment) => segment.name === names.used)!.vehicleSegmentId;
  const rateSegmentId = catalogue.rateSegments.find((segment) => segment.name === names.rate)!.rateSegmentId;
  await callApi('POST', `${base}/operations`, { name: names.operation, rateSegmentId, times: [{ vehicleSegmentId, hours: 2 }] }, token);
  return names;
}

describe('the labour catalogue’s segments on its screen (issue 29 part 4)', () => {
  it('the owner changes a rate and the grid follows, renames a vehicle segment, is told why a used one stays, and removes an unused one', async () => {
    const owner = await staffSignIn('owner');
    const { workshopId } = owner.staff.workshops.find((workshop) => workshop.name === WORKSHOP)!;
    const names = await catalogueAt(workshopId, owner.accessToken, Date.now().toString(36));
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
    await page.goto(workshopUrl(`/w/${workshopId}/labour`));
    await page.getByRole('heading', { name: 'Labour pricing catalogue', level: 1 }).waitFor();
    const operationRow = page.getByRole('row', { name: new RegExp(names.operation) });
    await operationRow.getByText('₹1,200.00').waitFor();

    // The rate: 750 an hour prices the 2-hour operation at 1,500.
    await page.getByRole('button', { name: `Edit ${names.rate}` }).click();
    const rateDialog = page.getByRole('dialog', { name: `Edit ${names.rate}` });
    await rateDialog.getByRole('textbox', { name: 'Labour rate per hour' }).fill('750');
    const overflows = await checkScreenEverywhere(page, 'labour-segment-dialog', { fullPage: (width) => width > 1000 });
    await rateDialog.getByRole('button', { name: 'Save segment' }).click();
    await rateDialog.waitFor({ state: 'hidden' });
    await operationRow.getByText('₹1,500.00').waitFor();

    // A vehicle segment renamed: the grid's column is named by it.
    const renamed = names.used.replace('Hatchbacks', 'Small cars');
    await page.getByRole('button', { name: `Edit ${names.used}` }).click();
    const segmentDialog = page.getByRole('dialog', { name: `Edit ${names.used}` });
    await segmentDialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await segmentDialog.getByRole('button', { name: 'Save segment' }).click();
    await page.getByRole('columnheader', { name: renamed }).waitFor();

    // The operation uses it: the API keeps it and its reason stays in the dialog.
    await page.getByRole('button', { name: `Remove ${renamed}` }).click();
    const refused = page.getByRole('dialog', { name: `Remove ${renamed}?` });
    await refused.getByRole('button', { name: 'Remove' }).click();
    await refused.getByRole('alert').getByText('This is used by operations of the catalogue: change them first').waitFor();
    overflows.push(...(await checkScreenEverywhere(page, 'labour-segment-remove-refused', { fullPage: (width) => width > 1000 })));
    await refused.getByRole('button', { name: 'Cancel' }).click();

    // No operation uses the other: it goes.
    await page.getByRole('button', { name: `Remove ${names.unused}` }).click();
    await page
      .getByRole('dialog', { name: `Remove ${names.unused}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText(`${names.unused} removed`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Edit ${names.unused}` }).count()).toBe(0);
    expect(overflows).toEqual([]);
  });
});

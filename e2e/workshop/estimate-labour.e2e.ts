import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { DESKTOP, useBrowser } from '../support/browser';
import { openJobCard, staffSignIn, walkInCardByApi } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { callApi, pickLanguage, SHOTS, signInToWorkshopByApi } from '../support/workshop';

/**
 * Issue 29 part 4, the estimate editor's "Add labour": an operation of the workshop's labour
 * catalogue becomes a labour line of the card's estimate in one action, priced for the segment of
 * the card's vehicle. Hinjewadi Car Point: no other journey sets labour up or opens cards there, so
 * its catalogue is this journey's alone.
 */
const WORKSHOP = 'Hinjewadi Car Point';
const browser = useBrowser();

type Catalogue = { vehicleSegments: { vehicleSegmentId: string; name: string }[]; rateSegments: { rateSegmentId: string; name: string }[] };

/**
 * A rate of 800 an hour and an operation of 1.5 hours (1,200 before tax) in every vehicle segment of
 * the workshop, a car's and a two-wheeler's of the journey's own among them: whichever segment holds
 * the walk-in's vehicle, the operation has that price there.
 */
async function operationAt(workshopId: string, token: string, run: string): Promise<string> {
  const base = `/staff/workshops/${workshopId}/labour`;
  await callApi('POST', `${base}/vehicle-segments`, { name: `Every car ${run}`, vehicleType: 'car' }, token);
  await callApi('POST', `${base}/vehicle-segments`, { name: `Every two-wheeler ${run}`, vehicleType: 'two-wheeler' }, token);
  const catalogue = await callApi<Catalogue>('POST', `${base}/rate-segments`, { name: `Journey rate ${run}`, rate: 800 }, token);
  const rateSegmentId = catalogue.rateSegments.find((segment) => segment.name === `Journey rate ${run}`)!.rateSegmentId;
  const name = `Clutch overhaul ${run}`;
  const times = catalogue.vehicleSegments.map(({ vehicleSegmentId }) => ({ vehicleSegmentId, hours: 1.5 }));
  await callApi('POST', `${base}/operations`, { name, rateSegmentId, times }, token);
  return name;
}

describe('labour from the catalogue on an estimate (issue 29 part 4)', () => {
  it('the desk picks a catalogue operation on a walk-in’s estimate and it becomes a labour line priced for the vehicle’s segment', async () => {
    const owner = await staffSignIn('owner');
    const { workshopId } = owner.staff.workshops.find((workshop) => workshop.name === WORKSHOP)!;
    const operationName = await operationAt(workshopId, owner.accessToken, Date.now().toString(36));
    const { card } = await walkInCardByApi(workshopId, owner.accessToken, []);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
    await openJobCard(page, workshopId, card);
    const estimate = page.getByRole('region', { name: 'Estimate' });
    const picker = estimate.getByRole('combobox', { name: 'Labour from the catalogue' });
    await picker.fill(operationName.slice(0, 14));
    await page.getByRole('option', { name: operationName }).click();
    await picker.press('Escape');
    await expect.poll(() => seriousAccessibilityIssues(page), { message: 'axe on the estimate with an operation picked' }).toEqual([]);
    const overflows: string[] = [];
    for (const language of ['ar', 'en'] as const) {
      await pickLanguage(page, language);
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `workshop-estimate-labour-${language}`, viewport: DESKTOP })));
    }

    await estimate.getByRole('button', { name: 'Add labour' }).click();
    await page.getByText('Labour lines added from the catalogue: 1').waitFor();
    // 1.5 hours at 800 an hour is 1,200 before tax; with India's 18 % GST on labour the line is 1,416.
    const line = estimate.getByRole('table', { name: 'Estimate' }).getByRole('row', { name: new RegExp(`${operationName}.*₹1,200\\.00.*₹1,416\\.00`) });
    await expect.poll(() => line.count()).toBe(1);
    expect(overflows).toEqual([]);
  });
});

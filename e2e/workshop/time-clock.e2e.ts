import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { openJobCard, staffSignIn, walkInCardByApi } from '../support/job-cards';
import { addPerson, callApi, checkScreen, DEMO_PASSWORD, signInToWorkshopByApi, workshopUrl, checkScreenEverywhere } from '../support/workshop';

const JOURNEY_MS = 240_000;
const browser = useBrowser();
const LINE = 'Wheel alignment and balancing';

type Card = { jobCardId: string; jobCardNo: string };

/**
 * A walk-in's card of its own at the workshop, its estimate a labour line of one hour approved at the
 * counter and the work started: a technician's clock can run on it.
 */
async function cardAtWork(workshopId: string, token: string): Promise<Card> {
  const base = `/staff/workshops/${workshopId}`;
  const labour = { kind: 'labour', name: LINE, quantity: 1, unitPrice: 900, taxPercentage: 18, hsnSac: '998714' };
  const { card } = await walkInCardByApi(workshopId, token, [labour]);
  const cardPath = `${base}/job-cards/${card.jobCardId}`;
  await callApi('POST', `${cardPath}/estimate/send`, undefined, token);
  const estimate = await callApi<{ lines: { lineId: string }[]; sending: { versions: { version: number }[] } }>(
    'GET',
    `${cardPath}/estimate`,
    undefined,
    token,
  );
  const lines = estimate.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
  await callApi('POST', `${cardPath}/estimate/approval`, { version: estimate.sending.versions[0]!.version, lines, via: 'counter' }, token);
  await callApi('POST', `${cardPath}/status`, { status: 'workInProgress' }, token);
  return card;
}

const myTime = (page: Page, workshopId: string) => page.goto(workshopUrl(`/w/${workshopId}/my-time`));
const clockState = (page: Page) => page.getByTestId('clock-state');

describe('the time tracker on a phone (issue 29 part 3)', () => {
  it(
    'a technician clocks in with the location, runs a job clock on a labour line, pauses and stops it, clocks out; the efficiency report shows the hours',
    async () => {
      const owner = await staffSignIn('owner');
      // A technician of the journey's own, so no other journey's clocks or hours are theirs.
      const technician = await addPerson('technician', 'clocker');
      const { workshopId } = technician;
      const workshop = await callApi<{ latitude: number; longitude: number }>('GET', `/staff/workshops/${workshopId}/settings`, undefined, owner.accessToken);
      const card = await cardAtWork(workshopId, owner.accessToken);
      const overflows: string[] = [];

      const page = await browser.newPage({
        viewport: PHONE,
        permissions: ['geolocation'],
        geolocation: { latitude: workshop.latitude, longitude: workshop.longitude, accuracy: 15 },
      });
      await signInToWorkshopByApi(page, technician.username, DEMO_PASSWORD, { landOn: null });
      await myTime(page, workshopId);
      await page.getByRole('heading', { name: 'My time', level: 1 }).waitFor();
      await clockState(page).getByText('Inactive').waitFor();
      overflows.push(...(await checkScreenEverywhere(page, 'my-time-inactive')));

      await page.getByRole('button', { name: 'Clock in' }).click();
      await clockState(page).getByText('Clocked in').waitFor();
      // The browser's accuracy travels with the position and is shown beside it.
      await page.getByText('Location recorded, 0 m from the workshop (± 15 m)').first().waitFor();
      overflows.push(...(await checkScreenEverywhere(page, 'my-time-in')));

      // The card's labour line: start, pause, stop, each step as the domain allows it.
      await openJobCard(page, workshopId, card);
      const clocks = page.getByRole('region', { name: 'Job clocks' });
      await clocks.getByRole('button', { name: `Start clock on ${LINE}` }).click();
      await clocks.getByText('Running', { exact: true }).waitFor();
      await clocks.getByRole('button', { name: `Pause clock on ${LINE}` }).waitFor();
      // axe on the clocks' panel: the rest of the card is the job card journey's (a technician's read-only checklists fail contrast there).
      overflows.push(...(await checkScreenEverywhere(page, 'job-clocks-running', { within: 'section[aria-labelledby="card-clocks-heading"]' })));
      await clocks.getByRole('button', { name: `Pause clock on ${LINE}` }).click();
      await clocks.getByText('Paused', { exact: true }).waitFor();
      await clocks.getByRole('button', { name: `Resume clock on ${LINE}` }).waitFor();
      await clocks.getByRole('button', { name: `Stop clock on ${LINE}` }).click();
      // Stopped, the line offers a new start and nothing else.
      await clocks.getByRole('button', { name: `Start clock on ${LINE}` }).waitFor();
      await expect.poll(() => clocks.getByRole('button').count()).toBe(1);

      await myTime(page, workshopId);
      await page.getByRole('button', { name: 'Clock out' }).click();
      await clockState(page).getByText('Inactive').waitFor();
      await page.getByText(/^In .+ · out .+$/).waitFor();

      // Billed: the line's hour on the tax invoice, against the time clocked on it.
      const cardPath = `/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
      await callApi('POST', `${cardPath}/status`, { status: 'readyForDelivery' }, owner.accessToken);
      await callApi('POST', `${cardPath}/invoices`, {}, owner.accessToken);

      const desk = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(desk, 'owner', undefined, { landOn: null });
      await desk.goto(workshopUrl(`/w/${workshopId}/reports/technician-efficiency`));
      await desk.getByRole('heading', { name: 'Technician efficiency', level: 1 }).waitFor();
      const row = desk.locator('table tbody tr').filter({ hasText: technician.name });
      await row.waitFor();
      await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('1 h');
      overflows.push(...(await checkScreenEverywhere(desk, 'efficiency-report')));

      await desk.goto(workshopUrl(`/w/${workshopId}/reports/attendance`));
      await desk.getByRole('heading', { name: 'Attendance report', level: 1 }).waitFor();
      await desk.locator('table tbody tr').filter({ hasText: technician.name }).waitFor();
      overflows.push(...(await checkScreenEverywhere(desk, 'attendance-report')));

      await desk.goto(workshopUrl(`/w/${workshopId}/team`));
      await desk.getByRole('heading', { name: 'Team attendance', level: 1 }).waitFor();
      await desk.locator('table tbody tr').filter({ hasText: technician.name }).getByText('Inactive').waitFor();
      overflows.push(...(await checkScreenEverywhere(desk, 'team')));
      overflows.push(...(await checkScreen(desk, 'team-desk')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'a clock-in with the location refused is recorded as refused, and the clock still counts',
    async () => {
      const refuser = await addPerson('technician', 'refuser');
      const page = await browser.newPage({ viewport: PHONE, permissions: [] });
      await signInToWorkshopByApi(page, refuser.username, DEMO_PASSWORD, { landOn: null });
      await myTime(page, refuser.workshopId);
      await clockState(page).getByText('Inactive').waitFor();
      await page.getByRole('button', { name: 'Clock in' }).click();
      await clockState(page).getByText('Clocked in').waitFor();
      await page.getByText('Location refused').first().waitFor();
      const owner = await staffSignIn('owner');
      const team = await callApi<{ staffId: string; name: string; locationStatus: string | null }[]>(
        'GET',
        `/staff/workshops/${refuser.workshopId}/time-clock/team`,
        undefined,
        owner.accessToken,
      );
      expect(team.find((person) => person.name === refuser.name)?.locationStatus).toBe('refused');
      const overflows = await checkScreenEverywhere(page, 'my-time-refused');
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});

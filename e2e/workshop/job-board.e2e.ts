import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { bookingAt, cardByApi, workshopOf } from '../support/job-cards';
import { checkScreen, signInToWorkshopByApi } from '../support/workshop';

const browser = useBrowser();

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowTexts = (page: Page) => rows(page).allInnerTexts();
const statusChip = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name: 'Filter by status' }).locator('label').filter({ hasText: name });
const checkedChip = (page: Page) =>
  page
    .getByRole('radiogroup', { name: 'Filter by status' })
    .getByRole('radio', { checked: true })
    .evaluate(
      (radio) =>
        radio
          .closest('div')
          ?.querySelector('label')
          ?.textContent?.replace(/\s*\d+$/, '') ?? '',
    );

describe('the job board', () => {
  it('opens filtered from the dashboard’s figures, finds a card by plate start and end, booking code and number, filters by status, and opens the card', async () => {
    const { workshopId } = await workshopOf('manager');
    const customer = await browser.newPage({ viewport: DESKTOP });
    const booked = await bookingAt(customer, workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked, ['inWorkshop', 'workInProgress']);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'manager');
    const figures = page.getByRole('region', { name: 'Today at the workshop' });
    await figures.getByRole('link', { name: /^Pending approvals/ }).waitFor();
    await figures.getByRole('link', { name: /^Today’s arrivals\s*[1-9]/ }).waitFor();
    const overflows = await checkScreen(page, 'dashboard-figures');

    // Work In Progress from the figures by status: the board opens filtered to it.
    await figures.getByRole('link', { name: /^Work In Progress\s*[1-9]\d* job cards$/ }).click();
    await page.waitForURL(/\/job-cards\?status=workInProgress$/);
    await page.getByRole('heading', { name: 'Job cards', level: 1 }).waitFor();
    await expect.poll(() => checkedChip(page)).toBe('Work In Progress');
    await expect.poll(async () => (await rowTexts(page)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Work In Progress'))).toBe(true);
    overflows.push(...(await checkScreen(page, 'job-board-filtered')));

    // By plate (its start, typed in lower case), then by booking code: the one card.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => checkedChip(page)).toBe('All');
    const search = page.getByRole('textbox', { name: 'Search job cards' });
    await search.fill(booked.plate.slice(0, 8).toLowerCase());
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(card.jobCardNo)]);
    await expect.poll(() => page.url()).toContain(`q=${booked.plate.slice(0, 8).toLowerCase()}`);
    await search.fill(booked.bookingCode);
    await expect
      .poll(() => rowTexts(page))
      .toEqual([expect.stringMatching(new RegExp(`${card.jobCardNo}[\\s\\S]*${booked.bookingCode}[\\s\\S]*${booked.plate}`))]);
    overflows.push(...(await checkScreen(page, 'job-board-search')));

    // The chips count what the search finds, by status: the one card, at work.
    const chips = () => page.getByRole('radiogroup', { name: 'Filter by status' }).locator('label').allInnerTexts();
    await expect.poll(async () => (await chips()).map((text) => text.replace(/\s+/g, ' '))).toEqual(['All 1', 'Work In Progress 1']);

    // As a desk is asked all day (issue 26 item 8): the end of the plate read off the car finds it,
    // and its number without the prefix and zeros puts it first (a plate may end in the same digits).
    await expect.poll(() => search.getAttribute('placeholder')).toBe('Card no., name, plate or mobile');
    await search.fill(booked.plate.slice(-4));
    await expect.poll(async () => (await rowTexts(page)).some((text) => text.includes(card.jobCardNo))).toBe(true);
    overflows.push(...(await checkScreen(page, 'job-board-plate-end')));
    await search.fill(String(Number(card.jobCardNo.slice(3))));
    await expect.poll(async () => (await rowTexts(page))[0]).toContain(card.jobCardNo);

    // Without the search, by status: every row is at work, this card among them.
    await search.fill('');
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    await statusChip(page, /^Work In Progress/).click();
    await expect.poll(() => checkedChip(page)).toBe('Work In Progress');
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Work In Progress'))).toBe(true);
    await expect.poll(async () => (await rowTexts(page)).some((text) => text.includes(card.jobCardNo))).toBe(true);

    // A row opens its card.
    await rows(page).filter({ hasText: card.jobCardNo }).getByText(booked.plate).click();
    await page.getByRole('heading', { name: `Job card ${card.jobCardNo}`, level: 1 }).waitFor();
    expect(overflows).toEqual([]);
  });
});

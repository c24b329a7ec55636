import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { bookingAt, cardByApi, openJobCard, workshopOf } from '../support/job-cards';
import { checkScreen, signInToWorkshopByApi } from '../support/workshop';

const browser = useBrowser();

/** The smallest real png: the server and the screen both judge a file by its bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a5d60000000049454e44ae426082',
  'hex',
);

describe("a job card's checklists and photos (workshop spec sections 2 and 3)", () => {
  it('keeps the advisor’s vehicle condition checklist and photos, and says so when a checklist cannot be read', async () => {
    const { workshopId } = await workshopOf('advisor');
    const booked = await bookingAt(await browser.newPage({ viewport: DESKTOP }), workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked, ['inWorkshop']);
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'advisor', undefined, { landOn: null });

    // A checklist the server cannot answer: the spec's message, and the rest of the card still works.
    await page.route('**/checklists/condition', (route) => route.fulfill({ status: 503, body: '' }));
    await openJobCard(page, workshopId, card);
    const checklists = page.getByRole('region', { name: 'Checklists' });
    await checklists.getByText('Unable to access Checklist').waitFor();
    await page.unroute('**/checklists/condition');
    await checklists.getByRole('button', { name: 'Try again' }).click();
    await checklists.getByText('0 of 10 checked').waitFor();

    const row = (item: string) => checklists.locator('li', { hasText: item });
    await row('Spare wheel').getByText('OK', { exact: true }).click();
    await row('Dents and scratches').getByText('Not OK', { exact: true }).click();
    await checklists.getByRole('textbox', { name: 'Note on Dents and scratches' }).fill('Scratch on the rear left door');
    await checklists.getByRole('textbox', { name: 'New item' }).fill('Child seat');
    await checklists.getByRole('button', { name: 'Add', exact: true }).click();
    await row('Child seat').getByText('OK', { exact: true }).click();
    await checklists.getByText('3 of 11 checked').waitFor();
    await checklists.getByRole('button', { name: 'Save checklist' }).click();
    await page.getByText('Checklist saved').waitFor();

    const photos = page.getByRole('region', { name: /^Photos/ });
    await page.locator('input[type=file]').setInputFiles([
      { name: 'front-dent.png', mimeType: 'image/png', buffer: PNG },
      { name: 'rear-scratch.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect.poll(() => photos.getByRole('img').count(), { timeout: 15_000 }).toBe(2);
    // A text file dressed as a photo is refused before it is sent.
    await page.locator('input[type=file]').setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a photo at all') }]);
    await page.getByText('Please upload valid format').waitFor();
    const overflows = await checkScreen(page, 'job-card-checklists-and-photos');

    await page.reload();
    await checklists.getByText('3 of 11 checked').waitFor();
    await expect.poll(() => checklists.getByRole('textbox', { name: 'Note on Dents and scratches' }).inputValue()).toBe('Scratch on the rear left door');
    await expect.poll(() => photos.getByRole('img').count()).toBe(2);
    await photos.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByText('Photo removed').waitFor();
    await expect.poll(() => photos.getByRole('img').count()).toBe(1);
    // The delivery checklist is its own, untouched.
    await checklists.getByRole('tab', { name: 'Delivery' }).click();
    await checklists.getByText('0 of 7 checked').waitFor();
    expect(overflows).toEqual([]);
  });
});

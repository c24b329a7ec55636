import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { PHONE, useBrowser } from '../support/browser';
import { ean13Of, writeBarcodeFilm } from '../support/fake-camera';
import { staffSignIn } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { callApi, pickLanguage, SHOTS, signInToWorkshopByApi, workshopUrl } from '../support/workshop';

// This file's own part label, filmed before its Chromium starts: the browser's only camera.
const BARCODE = ean13Of(`890${randomInt(100_000_000, 1_000_000_000)}`);
const FILM = path.join(tmpdir(), `servicebay-barcode-${process.pid}-${BARCODE}.y4m`);
writeBarcodeFilm(BARCODE, FILM);
const browser = useBrowser({ extraFlags: () => ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FILM}`] });

describe("a part's barcode read by the phone's camera (issue 28 part 1)", () => {
  it('finds the part from the search box, fills a new part’s barcode field, and says what to do when the camera is refused', async () => {
    const owner = await staffSignIn('owner');
    // The parts master is the brand's: a part of this file's own number and barcode collides with no other journey.
    const workshop = owner.staff.workshops.at(-1)!;
    const partNumber = `CAM-${randomInt(1e5, 1e6)}`;
    await callApi(
      'POST',
      `/staff/workshops/${workshop.workshopId}/parts`,
      { partNumber, name: 'Cabin air filter', taxPercentage: 18, unit: 'piece', purchasePrice: 300, sellingPrice: 420, barcode: BARCODE },
      owner.accessToken,
    );

    // At the counter, camera allowed: the label read into the search finds the part.
    const page = await browser.newPage({ viewport: PHONE, permissions: ['camera'] });
    await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
    await page.goto(workshopUrl(`/w/${workshop.workshopId}/parts`));
    await page.getByRole('heading', { name: 'Parts', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Search parts' }).inputValue()).toBe(BARCODE);
    await page.getByRole('dialog', { name: 'Scan the barcode' }).waitFor({ state: 'detached' });
    await page.getByRole('main').getByText(partNumber).first().waitFor();

    // A new part's barcode: read into its field, in the part dialog.
    await page.getByRole('button', { name: 'Add part' }).click();
    const form = page.getByRole('dialog', { name: 'Add part' });
    await form.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: 'Barcode' }).inputValue()).toBe(BARCODE);

    // Camera refused: the dialog says what to do instead, in both languages, at each phone width.
    const refused = await browser.newPage({ viewport: PHONE });
    await signInToWorkshopByApi(refused, 'owner', undefined, { landOn: null });
    await refused.goto(workshopUrl(`/w/${workshop.workshopId}/parts`));
    await refused.getByRole('heading', { name: 'Parts', level: 1 }).waitFor();
    await refused.getByRole('button', { name: 'Scan with the camera' }).click();
    const scan = refused.getByRole('dialog', { name: 'Scan the barcode' });
    await scan.getByRole('alert').getByText('The camera is not allowed for this site. Allow it in the browser’s settings, or type the barcode.').waitFor();
    await expect.poll(() => seriousAccessibilityIssues(refused), { message: 'axe on the refused camera' }).toEqual([]);
    const overflows = await shootAtWidths(refused, { dir: SHOTS, name: 'workshop-camera-refused-en', viewport: PHONE, widths: [320, 390] });
    await refused.keyboard.press('Escape');
    await pickLanguage(refused, 'ar');
    await refused.getByRole('button', { name: 'المسح بالكاميرا' }).click();
    await refused.getByRole('dialog', { name: 'امسح الباركود' }).getByRole('alert').waitFor();
    await expect.poll(() => seriousAccessibilityIssues(refused), { message: 'axe on the refused camera, Arabic' }).toEqual([]);
    overflows.push(...(await shootAtWidths(refused, { dir: SHOTS, name: 'workshop-camera-refused-ar', viewport: PHONE, widths: [320, 390] })));
    expect(overflows).toEqual([]);
  });
});

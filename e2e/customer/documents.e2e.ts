import { describe, expect, it } from 'vitest';
import { apiAs, tinyPng } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { addVehicleByApi, chooseFile, PATIENTLY, seen, tinyPdf } from '../support/garage';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });

type SavedDocument = {
  did: string;
  documentType: string;
  documentId: string | null;
  expirationDate: string | null;
  additionalFields: Record<string, string>;
  images: { side: string; url: string; contentType: string }[];
};

/** The 15th of next month, as the calendar names the day and as the API stores it. */
function nextMonthFifteenth() {
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  const month = day.toLocaleString('en-GB', { month: 'long' });
  return {
    ariaLabel: `15 ${month} ${day.getFullYear()}`,
    iso: `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`,
    shown: `15 ${day.toLocaleString('en-GB', { month: 'short' })} ${day.getFullYear()}`,
  };
}

describe('document vault', () => {
  it('uploads an insurance: mandatory fields first, a text file named .png refused, then saved and listed with its expiry', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    const vehicle = await addVehicleByApi(page, { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' });
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));
    await page.getByRole('link', { name: 'Documents', exact: true }).click();
    await page.waitForURL(/\/portal\/document-vault$/);
    await seen(page, /Documents of \W*Tata Nexon/);
    await page.getByRole('link', { name: 'Upload Insurance' }).click();
    await page.waitForURL(new RegExp(`/portal/upload-documents/${vehicle.did}\\?type=INSURANCE$`));

    // Every field the template asks for, the expiry and both sides (customer spec section 5).
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    for (const message of [
      'Insurance Company is mandatory',
      'Policy Number is mandatory',
      'Please select expiry date',
      'Please upload front image',
      'Please upload back image',
    ]) {
      await seen(page, message);
    }
    await page.screenshot(shot('upload-insurance-errors-desktop'));

    await page.getByRole('textbox', { name: 'Insurance Company' }).fill('Acko General');
    await page.getByRole('textbox', { name: 'Policy Number' }).fill('POL-778899');
    const expiry = nextMonthFifteenth();
    await page.getByRole('button', { name: 'Expiry date' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: expiry.ariaLabel, exact: true }).click();
    await seen(page, expiry.shown);

    const front = page.getByRole('group', { name: 'Front image' });
    const back = page.getByRole('group', { name: 'Back image' });
    await chooseFile(page, front.getByRole('button', { name: 'Choose file' }), {
      name: 'front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await seen(front, 'Unsupported file type. Please upload a PDF, PNG or JPG file');
    await chooseFile(page, front.getByRole('button', { name: 'Choose file' }), { name: 'front.png', mimeType: 'image/png', buffer: tinyPng() });
    await seen(front, 'front.png');
    await expect.poll(() => front.getByText('Unsupported file type').count()).toBe(0);
    await chooseFile(page, back.getByRole('button', { name: 'Choose file' }), { name: 'policy.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await seen(back, 'policy.pdf');
    await save.click();
    await seen(page, 'Insurance saved successfully');
    await page.waitForURL(/\/portal\/document-vault$/);

    const insurance = page.getByRole('region', { name: 'Insurance' });
    await seen(insurance, `Expires ${expiry.shown}`);
    await seen(insurance, 'Acko General');
    await page.screenshot(shot('document-vault-desktop'));
    const documents = () => apiAs<SavedDocument[]>(page, 'GET', `/users/me/documents?vehicleId=${vehicle.did}`);
    await expect
      .poll(async () => (await documents())[0], PATIENTLY)
      .toMatchObject({
        documentType: 'INSURANCE',
        documentId: 'POL-778899',
        expirationDate: expiry.iso,
        additionalFields: { insuranceCompany: 'Acko General', policyNumber: 'POL-778899' },
        images: [
          { side: 'front', contentType: 'image/png' },
          { side: 'back', contentType: 'application/pdf' },
        ],
      });
    // The thumbnails open the stored files through their signed addresses.
    const frontLink = insurance.getByRole('link', { name: 'Open Front of Insurance' });
    await expect.poll(() => frontLink.getAttribute('href')).toBeTruthy();
    const href = (await frontLink.getAttribute('href'))!;
    await expect.poll(() => page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), href)).toMatch(/^image\/png/);

    await insurance.getByRole('button', { name: 'Delete Insurance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Document deleted');
    await expect.poll(async () => (await documents()).length, PATIENTLY).toBe(0);
  });

  it('asks for a vehicle first, and the pollution certificate form has no required field', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'deccan', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/document-vault' });
    await seen(page, 'add vehicle before uploading');
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await page.waitForURL(/\/portal\/add-vehicles$/);

    const vehicle = await addVehicleByApi(page, { makeId: 'car.tata', modelName: 'Punch', year: 2023, fuelType: 'PETROL', registrationNumber: 'TS09EF4321' });
    await page.goto(brandUrl('deccan', '/portal/add-PUCC'));
    await seen(page, 'Upload Pollution Certificate');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page, 'Pollution Certificate saved successfully');
    await expect
      .poll(async () => (await apiAs<SavedDocument[]>(page, 'GET', `/users/me/documents?vehicleId=${vehicle.did}`))[0], PATIENTLY)
      .toMatchObject({ documentType: 'PUCC', expirationDate: null, images: [] });
  });

  /** A new customer with one vehicle, on its pollution certificate form (no field is required there). */
  async function openPollutionCertificateForm(viewport: { width: number; height: number }, registrationNumber: string, options: { isLive?: boolean } = {}) {
    const page = await browser.newPage({ viewport });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    const vehicle = await addVehicleByApi(page, { makeId: 'car.maruti-suzuki', modelName: 'Swift', year: 2021, fuelType: 'PETROL', registrationNumber });
    // A tab whose live stream is down (a flaky network) learns of changes only from the server's answers.
    if (options.isLive === false) await page.route('**/api/events', (route) => route.abort());
    await page.goto(brandUrl('servicebay', '/portal/add-PUCC'));
    await seen(page, 'Upload Pollution Certificate');
    return { page, vehicle };
  }

  it('on a slow connection the upload shows how much has been sent', async () => {
    const { page, vehicle } = await openPollutionCertificateForm(PHONE, 'MH12DE1433');
    const front = page.getByRole('group', { name: 'Front image' });
    // A 2 MB scan: a real PDF start, padded, as phone scanners produce them.
    const scan = Buffer.concat([tinyPdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    await chooseFile(page, front.getByRole('button', { name: 'Choose file' }), { name: 'pucc-scan.pdf', mimeType: 'application/pdf', buffer: scan });
    await seen(front, 'pucc-scan.pdf');

    // About 8 seconds at 256 KB/s, as on a weak mobile connection.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const progress = page.getByRole('status').filter({ hasText: /^Uploading… \d+%$/ });
    const sharesSeen = new Set<number>();
    await expect
      .poll(
        async () => {
          const text = await progress.textContent({ timeout: 1_000 }).catch(() => null);
          const share = Number(text?.match(/(\d+)%/)?.[1] ?? NaN);
          if (share > 0 && share < 100) sharesSeen.add(share);
          return sharesSeen.size;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBeGreaterThan(1);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Uploading…' }).getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await page.screenshot(shot('upload-progress-phone'));

    await seen(page, 'Pollution Certificate saved successfully');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect
      .poll(
        async () => (await apiAs<SavedDocument[]>(page, 'GET', `/users/me/documents?vehicleId=${vehicle.did}`))[0]?.images.map((image) => image.side),
        PATIENTLY,
      )
      .toEqual(['front']);
  });

  it('a vehicle deleted in another tab: the open upload form says at once that a vehicle is needed', async () => {
    const { page, vehicle } = await openPollutionCertificateForm(PHONE, 'KA05JK1357');
    await page.getByRole('textbox', { name: 'PUCC Number' }).fill('PUC-2026-56');
    await apiAs(page, 'DELETE', `/users/me/vehicles/${vehicle.did}`);
    await seen(page, 'add vehicle before uploading');
    await page.getByRole('link', { name: 'Add vehicle' }).waitFor();
  });

  it("the server's refusal of an upload is shown and the form keeps what was entered", async () => {
    const { page, vehicle } = await openPollutionCertificateForm(DESKTOP, 'KA05JK2468', { isLive: false });
    await page.getByRole('textbox', { name: 'PUCC Number' }).fill('PUC-2026-55');
    const front = page.getByRole('group', { name: 'Front image' });
    await chooseFile(page, front.getByRole('button', { name: 'Choose file' }), { name: 'pucc.png', mimeType: 'image/png', buffer: tinyPng() });

    // The vehicle is removed elsewhere (another tab) before Save: the server refuses the upload
    // with the spec's message, which reaches the customer through the upload's own transport.
    await apiAs(page, 'DELETE', `/users/me/vehicles/${vehicle.did}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page, 'add vehicle before uploading');
    expect(new URL(page.url()).pathname).toBe('/portal/add-PUCC');
    await expect.poll(() => page.getByRole('textbox', { name: 'PUCC Number' }).inputValue()).toBe('PUC-2026-55');
    await seen(front, 'pucc.png');
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
  });
});

import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from './account';

export type Vehicle = {
  did: string;
  nickName: string | null;
  registrationNumber: string | null;
  isTempNumber: boolean;
  fuelType: string;
  vinNumber: string | null;
  odometer: number | null;
  imagePaths: (string | null)[];
  isDefault: boolean;
  isSelected: boolean;
};

export const myVehicles = (page: Page) => apiAs<Vehicle[]>(page, 'GET', '/users/me/vehicles');

/** Adds a catalogue vehicle as the page's customer, through the API (for journeys about other screens). */
export async function addVehicleByApi(
  page: Page,
  choice: { makeId: string; modelName: string; year: number; fuelType: string; registrationNumber: string },
): Promise<Vehicle> {
  const models = await apiAs<{ modelId: string; name: string }[]>(page, 'GET', `/catalog/vehicles/models?makeId=${choice.makeId}`);
  const model = models.find((m) => m.name === choice.modelName);
  if (!model) throw new Error(`no model ${choice.modelName}`);
  const [variant] = await apiAs<{ vehicleId: string }[]>(
    page,
    'GET',
    `/catalog/vehicle/variants?modelId=${model.modelId}&year=${choice.year}&fuelType=${choice.fuelType}`,
  );
  if (!variant) throw new Error(`no variant of ${choice.modelName}`);
  return apiAs<Vehicle>(page, 'POST', '/users/me/vehicles', {
    makeId: choice.makeId,
    modelId: model.modelId,
    year: choice.year,
    fuelType: choice.fuelType,
    catalogVehicleId: variant.vehicleId,
    registrationNumber: choice.registrationNumber,
  });
}

/** Long enough for an upload on a busy machine (two journeys run at once); a toast stays 4 s. */
export const PATIENTLY = { timeout: 10_000 };

/** The visible text, polled (toasts and async screens). */
export const seen = (page: Page | Locator, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).first().isVisible(), PATIENTLY).toBe(true);

/** Picks a file in the picker a button opens (the file chooser, as a customer would). */
export async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Opens a path inside the running app without a reload, so the language picked on the login screen stays. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** A small PDF: the document upload checks the first bytes. */
export const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A picker field of the add-vehicle form (a button named by its label, then its value). */
export const field = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });
export const dialog = (page: Page) => page.getByRole('dialog');
/**
 * A picker's option by the name it shows. An option is named by all it shows (a model's category,
 * a vehicle's plate: WCAG's label in name), so it is found by its name line, exactly.
 */
export const pickerOption = (page: Page, name: string) =>
  dialog(page)
    .getByRole('button')
    .filter({ has: page.getByText(name, { exact: true }) });

/**
 * The open dialog once its opening transition has ended. Pressed while it still moves (on a busy
 * machine the transition can wait frames to start), an option can be missed: the press lands
 * where the option was.
 */
export async function settledDialog(page: Page): Promise<Locator> {
  const opened = dialog(page);
  const isSettled = () =>
    opened.evaluate((element) => getComputedStyle(element).opacity === '1' && element.getAnimations({ subtree: true }).length === 0).catch(() => false);
  await expect.poll(isSettled, PATIENTLY).toBe(true);
  return opened;
}

/** Opens a picker field's dialog, ready to be used. */
export async function openPicker(page: Page, label: string): Promise<Locator> {
  await field(page, label).click();
  return settledDialog(page);
}

/** Opens a picker and picks an option, searching first when the picker has a search box. */
export async function pickFrom(page: Page, label: string, option: string, search?: { box: string; text: string }) {
  await openPicker(page, label);
  if (search) await dialog(page).getByRole('searchbox', { name: search.box }).fill(search.text);
  await pickerOption(page, option).click();
  await expect.poll(() => dialog(page).count(), PATIENTLY).toBe(0);
}

/** Adds a Tata Nexon Fearless Diesel through the Add Vehicle form, as a customer would, and saves it. */
export async function addVehicleThroughForm(page: Page, { year, registrationNumber }: { year: string; registrationNumber: string }) {
  await pickFrom(page, 'Brand', 'Tata', { box: 'Search brands', text: 'tata' });
  await pickFrom(page, 'Model', 'Nexon', { box: 'Search models', text: 'nexon' });
  await pickFrom(page, 'Year', year);
  await page.getByText('Diesel', { exact: true }).click();
  await pickFrom(page, 'Variant', 'Fearless Diesel');
  await page.getByRole('textbox', { name: 'Registration Number' }).fill(registrationNumber);
  await page.getByRole('button', { name: 'Save vehicle' }).click();
}

import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs, tinyPng } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import {
  addVehicleByApi,
  addVehicleThroughForm,
  chooseFile,
  dialog,
  field,
  myVehicles,
  openPicker,
  PATIENTLY,
  pickerOption,
  pickFrom,
  seen,
} from '../support/garage';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });
describe('adding a vehicle', () => {
  it('the pickers go in order, each saying what comes first; the saved vehicle is the default and the selected one', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await page.waitForURL(/\/portal\/add-vehicles$/);

    // Each picker opened before the one above it says what to pick first (customer spec section 5).
    await field(page, 'Model').click();
    await seen(page, 'select vehicle make');
    await field(page, 'Year').click();
    await seen(page, 'select vehicle make/model');
    await page.getByText('Diesel', { exact: true }).click();
    await seen(page, 'select vehicle make and year');
    await field(page, 'Variant').click();
    await seen(page, 'please select fuel type');
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Search inside the lists, with their empty states.
    await openPicker(page, 'Brand');
    await dialog(page).getByRole('searchbox', { name: 'Search brands' }).fill('zzzz');
    await seen(dialog(page), 'No brands found');
    await dialog(page).getByRole('searchbox', { name: 'Search brands' }).fill('tat');
    await pickerOption(page, 'Tata').click();
    await openPicker(page, 'Model');
    await dialog(page).getByRole('searchbox', { name: 'Search models' }).fill('zzzz');
    await seen(dialog(page), 'No models found');
    await dialog(page).getByRole('searchbox', { name: 'Search models' }).fill('nex');
    await pickerOption(page, 'Nexon').click();

    // The year picker offers the last 23 years, newest first.
    await openPicker(page, 'Year');
    const years = dialog(page).getByRole('listitem');
    await expect.poll(() => years.count(), PATIENTLY).toBe(23);
    await expect.poll(() => years.first().textContent()).toBe(String(new Date().getFullYear()));
    await pickerOption(page, '2021').click();
    await page.getByText('Diesel', { exact: true }).click();
    await pickFrom(page, 'Variant', 'Fearless Diesel');
    await page.screenshot(shot('add-vehicle-servicebay-phone'));

    // The plate: required, then the brand's country rule.
    const save = page.getByRole('button', { name: 'Save vehicle' });
    await save.click();
    await seen(page, 'please enter registration number');
    const plate = page.getByRole('textbox', { name: 'Registration Number' });
    await plate.fill('KA01');
    await save.click();
    await seen(page, 'enter valid license plate');
    await plate.fill('ka 01 ab 1234');
    await save.click();
    await seen(page, 'Vehicle added successfully');
    await page.waitForURL(/\/portal\/my-vehicles$/);

    const card = page.getByRole('article', { name: 'Tata Nexon' });
    await seen(card, 'Tata Nexon Fearless Diesel');
    await seen(card, 'Main vehicle');
    await seen(card, 'In use');
    await expect
      .poll(async () => (await myVehicles(page))[0], PATIENTLY)
      .toMatchObject({ registrationNumber: 'KA01AB1234', fuelType: 'DIESEL', isDefault: true, isSelected: true });
    await page.screenshot(shot('my-vehicles-servicebay-phone'));

    // The same catalogue vehicle again: the 409's title as a warning toast, and no second vehicle.
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await addVehicleThroughForm(page, { year: '2021', registrationNumber: 'KA02CD5678' });
    await seen(page, 'vehicle already exists');
    expect(page.url()).toMatch(/\/portal\/add-vehicles$/);
    await expect.poll(() => myVehicles(page), PATIENTLY).toHaveLength(1);
  });

  it('a bike brand offers two-wheelers only and no Diesel chip', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'throttle', { mobileNumber: uniqueIndianNumber() });
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await page.waitForURL(/\/portal\/add-vehicles$/);
    // Absences are checked once the form has shown what it does offer.
    await seen(page, 'Petrol');
    await expect.poll(() => page.getByRole('radio', { name: 'Car' }).count()).toBe(0);
    await expect.poll(() => page.getByText('Diesel', { exact: true }).count()).toBe(0);
    await openPicker(page, 'Brand');
    await seen(dialog(page), 'Royal Enfield');
    await expect.poll(() => pickerOption(page, 'Tata').count()).toBe(0);
    await pickerOption(page, 'Royal Enfield').click();
    await pickFrom(page, 'Model', 'Classic 350', { box: 'Search models', text: 'classic 3' });
    await pickFrom(page, 'Year', '2022');
    await expect.poll(() => page.getByText('Diesel', { exact: true }).count()).toBe(0);
    await page.getByText('Petrol', { exact: true }).click();
    await openPicker(page, 'Variant');
    await dialog(page).getByRole('listitem').first().getByRole('button').click();
    await page.getByRole('textbox', { name: 'Registration Number' }).fill('KA05MX4321');
    await page.getByRole('button', { name: 'Save vehicle' }).click();
    await page.waitForURL(/\/portal\/my-vehicles$/);
    await expect
      .poll(async () => (await apiAs<{ vehicleType: string; fuelType: string }[]>(page, 'GET', '/users/me/vehicles'))[0], PATIENTLY)
      .toMatchObject({ vehicleType: 'two-wheeler', fuelType: 'PETROL' });
  });
});

describe('managing vehicles', () => {
  it('edits nickname, VIN and odometer with the spec messages, and keeps photos in three slots', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    const vehicle = await addVehicleByApi(page, { makeId: 'car.tata', modelName: 'Punch', year: 2023, fuelType: 'PETROL', registrationNumber: 'KA03MN4455' });
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));
    // The dashboard's tiles: no service here yet, and no reading, which the tile leads to adding.
    const tiles = page.locator('dl', { hasText: 'Odometer' });
    await seen(tiles, 'None yet');
    await tiles.getByRole('link', { name: 'Add reading' }).click();
    await page.waitForURL(new RegExp(`/portal/manage-your-vehicle/${vehicle.did}$`));
    await page.getByRole('link', { name: 'My vehicles', exact: true }).click();
    await page.getByRole('article', { name: 'Tata Punch' }).getByRole('link', { name: 'Manage' }).click();
    await page.waitForURL(new RegExp(`/portal/manage-your-vehicle/${vehicle.did}$`));

    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    const vin = page.getByRole('textbox', { name: 'VIN' });
    const odometer = page.getByRole('textbox', { name: 'Odometer (km)' });
    await nickname.fill('');
    await vin.fill('abc');
    await odometer.pressSequentially('12a345678');
    await expect.poll(() => odometer.inputValue()).toBe('123456');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await seen(page, 'Enter nickname');
    await seen(page, 'Please enter valid VIN number');
    await nickname.fill('!!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await seen(page, 'Please enter valid nickname');
    await odometer.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await seen(page, 'Please enter odometer reading');

    await nickname.fill('Daily Punch');
    await vin.fill('ma3 ewb22s0012 3456');
    await odometer.fill('45210');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await seen(page, 'Vehicle details saved');
    await expect
      .poll(async () => (await myVehicles(page))[0], PATIENTLY)
      .toMatchObject({ nickName: 'Daily Punch', vinNumber: 'MA3EWB22S00123456', odometer: 45210 });

    // A real picture fills slot 1; a text file named .png is refused at slot 2.
    const slot = (n: number) => page.getByRole('group', { name: `Photo ${n}` });
    await chooseFile(page, slot(1).getByRole('button', { name: 'Add photo' }), { name: 'front.png', mimeType: 'image/png', buffer: tinyPng() });
    await seen(page, 'Photo saved');
    await expect.poll(() => slot(1).getByRole('img', { name: 'Photo 1' }).isVisible(), PATIENTLY).toBe(true);
    await chooseFile(page, slot(2).getByRole('button', { name: 'Add photo' }), {
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await seen(slot(2), 'Please upload valid format');
    await expect.poll(async () => (await myVehicles(page))[0]!.imagePaths.map(Boolean), PATIENTLY).toEqual([true, false, false]);
    await page.screenshot(shot('manage-vehicle-desktop'));

    await slot(1).getByRole('button', { name: 'Remove' }).click();
    await seen(page, 'Photo removed');
    await expect.poll(async () => (await myVehicles(page))[0]!.imagePaths.every((path) => path === null), PATIENTLY).toBe(true);

    // The reading shows on the dashboard, grouped as the customer reads numbers.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await seen(page.locator('dl', { hasText: 'Odometer' }), '45,210 km');
  });

  it('switches the selected vehicle from the dashboard and deletes one after confirming', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    const first = await addVehicleByApi(page, { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AA1111' });
    const second = await addVehicleByApi(page, { makeId: 'car.tata', modelName: 'Harrier', year: 2022, fuelType: 'DIESEL', registrationNumber: 'KA01BB2222' });
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));

    // The picker searches the customer's vehicles and advertises the catalogue.
    const vehicleCard = page.getByRole('region', { name: 'Your vehicle' });
    await seen(vehicleCard, 'Tata Nexon');
    await page.getByRole('button', { name: 'Change the vehicle in use' }).click();
    await seen(dialog(page), '3000+');
    await dialog(page).getByRole('searchbox', { name: 'Search vehicles' }).fill('swift');
    await seen(dialog(page), 'No vehicles found');
    await dialog(page).getByRole('searchbox', { name: 'Search vehicles' }).fill('kA01bb');
    await dialog(page).getByRole('button', { name: 'Tata Harrier' }).click();
    await seen(page, /You are now using \W*Tata Harrier/);
    await expect.poll(async () => (await myVehicles(page)).find((v) => v.isSelected)?.did, PATIENTLY).toBe(second.did);

    // The slider above the card marks the vehicle in use; tapping the other puts it back in use.
    const slider = page.getByRole('group', { name: 'Your vehicles' });
    await expect.poll(() => slider.getByRole('button', { name: /Tata Harrier/ }).getAttribute('aria-pressed')).toBe('true');
    await slider.getByRole('button', { name: /Tata Nexon/ }).click();
    await seen(page, /You are now using \W*Tata Nexon/);
    await expect.poll(() => slider.getByRole('button', { name: /Tata Nexon/ }).getAttribute('aria-pressed'), PATIENTLY).toBe('true');
    await expect.poll(async () => (await myVehicles(page)).find((v) => v.isSelected)?.did, PATIENTLY).toBe(first.did);
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/vehicle-slider-phone.png' });

    // Deleting the default asks first; the remaining vehicle becomes default and stays selected.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My vehicles', exact: true }).click();
    await page.getByRole('article', { name: 'Tata Nexon' }).getByRole('button', { name: 'More for Tata Nexon' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await seen(dialog(page), /Delete \W*Tata Nexon\W*\? Its photos and documents are deleted with it\./);
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Vehicle deleted');
    await expect.poll(() => page.getByRole('article', { name: 'Tata Nexon' }).count(), PATIENTLY).toBe(0);
    // The first vehicle is gone, and the second is now both default and selected.
    const remaining = async () => (await myVehicles(page)).map((v) => [v.did, v.isDefault, v.isSelected]);
    await expect.poll(remaining, PATIENTLY).toEqual([[second.did, true, true]]);
  });
});

describe('vehicle onboarding', () => {
  it('a new customer of a vehicle-onboarding brand adds a vehicle (a temporary number) and lands on the dashboard', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'quickfix', { mobileNumber: uniqueIndianNumber() });
    await page.waitForURL(/\/onboarding$/);
    // The brand allows temporary numbers: the label reads T/R Number and the checkbox shows.
    await pickFrom(page, 'Brand', 'Maruti Suzuki', { box: 'Search brands', text: 'maruti' });
    await pickFrom(page, 'Model', 'Swift', { box: 'Search models', text: 'swift' });
    await pickFrom(page, 'Year', '2022');
    await page.getByText('Petrol', { exact: true }).click();
    await openPicker(page, 'Variant');
    await dialog(page).getByRole('listitem').first().getByRole('button').click();
    const plate = page.getByRole('textbox', { name: 'T/R Number' });
    await plate.fill('1234ABC');
    await page.getByRole('button', { name: 'Save vehicle' }).click();
    await seen(page, 'enter valid license plate');
    await page.getByRole('checkbox', { name: 'Temporary registration number' }).check();
    await page.screenshot(shot('onboarding-quickfix-phone'));
    await page.getByRole('button', { name: 'Save vehicle' }).click();
    await page.waitForURL(/\/portal\/dashboard$/);
    await seen(page.getByRole('region', { name: 'Your vehicle' }), 'Maruti Suzuki Swift');
    await expect.poll(async () => (await apiAs<{ onBoarding: boolean }>(page, 'GET', '/auth/me')).onBoarding, PATIENTLY).toBe(true);
    await expect
      .poll(async () => (await myVehicles(page))[0], PATIENTLY)
      .toMatchObject({ registrationNumber: '1234ABC', isTempNumber: true, isDefault: true, isSelected: true });
  });
});

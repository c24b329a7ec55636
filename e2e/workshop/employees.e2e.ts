import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, marketToday } from '@servicebay/domain';
import { uniqueIndianNumber } from '../support/api';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { openJobCard, staffSignIn, walkInCardByApi } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { addPerson, callApi, checkScreen, DEMO_PASSWORD, SHOTS, signInToWorkshopByApi, workshopUrl, checkScreenEverywhere } from '../support/workshop';

const JOURNEY_MS = 240_000;
const browser = useBrowser();

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('employees and technicians (issue 29 parts 1 and 2)', () => {
  it(
    'an employee is added, a duplicate ID and a second link of one account are refused; a technician with a grade is given a labour line and sees it in My work on a phone',
    async () => {
      const run = randomInt(1e5, 1e6);
      // The journey's own people, at the demo brand's first workshop: a service advisor to link, a technician to sign in.
      const advisor = await addPerson('serviceAdvisor', `link${run}`);
      const mechanic = await addPerson('technician', `tech${run}`);
      const { workshopId } = advisor;
      const owner = await staffSignIn('owner');
      const base = `/staff/workshops/${workshopId}`;
      // A licence running out in ten days, listed above the employees.
      await callApi(
        'POST',
        `${base}/employees`,
        {
          name: `Driver ${run}`,
          employeeCode: `DRV-${run}`,
          employeeType: 'contract',
          mobileNumber: uniqueIndianNumber(),
          licenceNumber: `KA01 ${run}`,
          licenceExpiry: addDays(marketToday('+91'), 10),
        },
        owner.accessToken,
      );
      const overflows: string[] = [];
      const page = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
      await page.goto(workshopUrl(`/w/${workshopId}/dashboard`));

      // Employees: one added through the form.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees', exact: true }).click();
      await page.getByRole('heading', { name: 'Employees', level: 1 }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Licences expiring within 30 days' }).getByText(`Driver ${run}`).waitFor();
      await page.getByRole('button', { name: 'Add employee' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add employee' });
      await dialog.getByLabel('Employee name').fill(`Ravi ${run}`);
      await dialog.getByLabel('Employee ID').fill(`EMP-${run}`);
      await dialog.getByLabel('Mobile number').fill(uniqueIndianNumber());
      await dialog.getByLabel('Designation').fill('Mechanic');
      await choose(page, dialog, 'Linked staff account', advisor.name);
      await dialog.getByRole('button', { name: 'Save employee' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('textbox', { name: 'Search employees' }).fill(`${run}`);
      await page.getByRole('button', { name: `Ravi ${run}` }).waitFor();

      // The same ID again: 'Employee already exists'; another ID but the same account: 'user already mapped to another employee ID'.
      await page.getByRole('button', { name: 'Add employee' }).click();
      dialog = page.getByRole('dialog', { name: 'Add employee' });
      await dialog.getByLabel('Employee name').fill(`Second ${run}`);
      await dialog.getByLabel('Employee ID').fill(`emp-${run}`);
      await dialog.getByLabel('Mobile number').fill(uniqueIndianNumber());
      await choose(page, dialog, 'Linked staff account', advisor.name);
      await dialog.getByRole('button', { name: 'Save employee' }).click();
      await dialog.getByText('Employee already exists').waitFor();
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: 'workshop-employee-dialog-en', viewport: DESKTOP })));
      await dialog.getByLabel('Employee ID').fill(`EMP-${run}-2`);
      await dialog.getByRole('button', { name: 'Save employee' }).click();
      await dialog.getByText('user already mapped to another employee ID').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('textbox', { name: 'Search employees' }).fill('');
      overflows.push(...(await checkScreenEverywhere(page, 'employees')));

      // Technicians: one with a grade, signing in with the technician's account.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Technicians' }).click();
      await page.getByRole('heading', { name: 'Technicians', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add technician' }).click();
      dialog = page.getByRole('dialog', { name: 'Add technician' });
      await dialog.getByLabel('First name').fill('Asha');
      await dialog.getByLabel('Last name').fill(`Rao${run}`);
      await choose(page, dialog, 'Gender', 'Female');
      await choose(page, dialog, 'Grade', 'Upper tech');
      await choose(page, dialog, 'Signs in as (technician account)', mechanic.name);
      await dialog.getByRole('button', { name: 'Save technician' }).click();
      await dialog.waitFor({ state: 'detached' });
      const technicianCard = page.getByRole('button', { name: new RegExp(`^Asha Rao${run} `) });
      await technicianCard.getByText('Upper tech').waitFor();
      overflows.push(...(await checkScreenEverywhere(page, 'technicians')));

      // Assigned to a job card's labour line in the estimate editor.
      const { card } = await walkInCardByApi(workshopId, owner.accessToken, [
        { kind: 'labour', name: 'Brake service', quantity: 1, unitPrice: 800, taxPercentage: 18, hsnSac: '998714' },
      ]);
      await openJobCard(page, workshopId, card);
      await page.getByRole('combobox', { name: 'Technician for Brake service' }).click();
      await page.getByRole('option', { name: `Asha Rao${run}` }).click();
      await page.getByText(`Brake service given to Asha Rao${run}`).waitFor();
      overflows.push(...(await checkScreen(page, 'estimate-line-technician')));

      // The technician, on a 390 px phone, finds the card and the line in My work.
      const phone = await browser.newPage({ viewport: PHONE });
      await signInToWorkshopByApi(phone, mechanic.username, DEMO_PASSWORD, { landOn: `/w/${workshopId}/my-work` });
      await phone.getByRole('heading', { name: 'My work', level: 1 }).waitFor();
      const mine = phone.getByRole('listitem').filter({ hasText: card.jobCardNo });
      await mine.getByText('Brake service').waitFor();
      await expect.poll(() => mine.innerText()).toContain('× 1');
      overflows.push(...(await checkScreenEverywhere(phone, 'my-work')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});

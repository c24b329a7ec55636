import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, transitionsDone, useBrowser } from '../support/browser';
import { catalogues, checkScreen, signInToWorkshopByApi, uniqueUsername } from '../support/workshop';

const browser = useBrowser();
const roleNames = catalogues.en.workshop.roles;

/** Opens People from the navbar, at the workshop the demo team works at (the owner, who works at every one, switches to it first). */
async function openPeople(page: Page, { isAtSeveral }: { isAtSeveral: boolean }) {
  if (isAtSeveral) {
    const switcher = page.getByRole('combobox', { name: 'Switch workshop' });
    await switcher.click();
    await page.getByRole('option', { name: 'Sri Balaji Motors' }).click();
    await expect.poll(() => switcher.inputValue()).toBe('Sri Balaji Motors');
  }
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
  await page.getByRole('row', { name: /Imran Khan/ }).waitFor();
}

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });
const offeredRoles = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.querySelector('p')?.textContent ?? ''));

async function openActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menu').waitFor();
  await transitionsDone(page);
}

describe('the people of a workshop', () => {
  it('the owner adds a technician through the role step, sees them listed, changes their role and switches them off', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'owner');
    await openPeople(page, { isAtSeveral: true });
    const overflows = await checkScreen(page, 'people');

    // Nobody changes themselves: the owner's own row says why.
    await openActions(page, 'Arjun Mehta');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Change role' }).isDisabled()).toBe(true);
    await page.getByText('You cannot change your own role or switch yourself off.').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByRole('radiogroup', { name: 'Select User Role' }).waitFor();
    await expect.poll(() => offeredRoles(page)).toEqual(Object.values(roleNames).map((role) => role.name));
    overflows.push(...(await checkScreen(page, 'add-person-role')));
    await page.getByRole('radio', { name: /^Technician/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const username = uniqueUsername('ravi');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Shankar');
    // A username another account has is refused at its field.
    await dialog.getByRole('textbox', { name: 'Username' }).fill('tech');
    await dialog.getByRole('combobox', { name: 'Kind of technician' }).click();
    await page.getByRole('option', { name: 'Lower tech' }).click();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Garage@2026');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Garage@2026');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await dialog.getByText('Username already exists').waitFor();
    overflows.push(...(await checkScreen(page, 'add-person-details')));
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('Ravi Shankar has been added').waitFor();
    await expect.poll(() => rowOf(page, username).innerText()).toMatch(/Ravi Shankar[\s\S]*Technician[\s\S]*Lower tech[\s\S]*Active/);

    await openActions(page, 'Ravi Shankar');
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    await page.getByRole('dialog', { name: 'Change the role of Ravi Shankar' }).waitFor();
    overflows.push(...(await checkScreen(page, 'change-role')));
    await page.getByRole('radio', { name: /^Cashier/ }).click();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(() => rowOf(page, username).innerText()).toMatch(/Cashier/);
    await expect.poll(() => rowOf(page, username).innerText()).not.toMatch(/Lower tech/);

    await openActions(page, 'Ravi Shankar');
    await page.getByRole('menuitem', { name: 'Switch off' }).click();
    await page.getByRole('dialog', { name: 'Switch off Ravi Shankar?' }).waitFor();
    overflows.push(...(await checkScreen(page, 'switch-off')));
    await page.getByRole('dialog').getByRole('button', { name: 'Switch off' }).click();
    await expect.poll(() => rowOf(page, username).innerText()).toMatch(/Switched off/);
    expect(overflows).toEqual([]);
  });

  it('a manager is offered only the roles below manager, and cannot change the owner', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'manager');
    await openPeople(page, { isAtSeveral: false });
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByRole('radiogroup', { name: 'Select User Role' }).waitFor();
    const belowManager = Object.entries(roleNames)
      .filter(([role]) => role !== 'owner' && role !== 'manager')
      .map(([, role]) => role.name);
    await expect.poll(() => offeredRoles(page)).toEqual(belowManager);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await openActions(page, 'Arjun Mehta');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Switch off' }).isDisabled()).toBe(true);
    await page.getByText('Only the workshop owner changes an owner’s or a manager’s account.').waitFor();
    const overflows = await checkScreen(page, 'people-manager');
    expect(overflows).toEqual([]);
  });
});

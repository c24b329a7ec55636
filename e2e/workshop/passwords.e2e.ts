import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { addPerson, checkScreen, lastMessageTo, signInThroughLogin, signInToWorkshopByApi, workshopUrl } from '../support/workshop';

const browser = useBrowser();

describe('passwords', () => {
  it('a forgotten password is reset from the e-mailed link, and the new one signs in', async () => {
    const person = await addPerson('cashier', 'reset');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(workshopUrl('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    const overflows = await checkScreen(page, 'forgot-password');
    await page.getByRole('textbox', { name: 'Username' }).fill(person.username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    overflows.push(...(await checkScreen(page, 'forgot-password-sent')));

    const link = (await lastMessageTo(person.email)).match(/https?:\/\/\S+\/workshop\/reset-password\?token=[\w-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(workshopUrl(`/reset-password${new URL(link).search}`));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed#2027');
    // The rule's parts tick as they are met.
    await page.getByText('Password should have at least one special character').waitFor();
    overflows.push(...(await checkScreen(page, 'reset-password')));
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Renewed#2027');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    overflows.push(...(await checkScreen(page, 'reset-password-done')));
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInThroughLogin(page, person.username, 'Renewed#2027');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Welcome, ${person.name}`);
    expect(overflows).toEqual([]);
  });

  it('a wrong current password is refused at its field; the right one keeps the person signed in with the new one', async () => {
    const person = await addPerson('accounts', 'change');
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, person.username);
    await page.getByRole('button', { name: new RegExp(`^${person.name}`) }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Change password', level: 1 }).waitFor();

    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Garage@2025');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed#2027');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Changed#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Please re-check the Current Password').waitFor();
    const overflows = await checkScreen(page, 'change-password-refused');

    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Garage@2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    // The server ended the old session: only the new one, kept by the app, opens the next screen.
    await page.reload();
    await page.getByRole('heading', { name: 'Change password', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/change-password$/);
    expect(overflows).toEqual([]);
  });
});

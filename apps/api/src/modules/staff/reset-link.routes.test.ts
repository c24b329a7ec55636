import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { demoStaff, staffWithRole, uniqueUsername } from '../../../test/staff-factories';

/**
 * The staff reset link is built from the brand's own public address, never from the request: a
 * forged Host or X-Forwarded-Host would otherwise mail the owner a link to the attacker's site,
 * and the token with it (issue 26, item 1).
 */
const BRAND = 'servicebay';
const FORGED = { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com', 'x-forwarded-proto': 'https', 'x-client-name': BRAND };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Asks a reset for a new member of the brand's first workshop with forged headers, and answers the link the outbox holds. */
async function linkMailedUnderForgedHeaders(app: TestApp['app']): Promise<string> {
  const { staff } = await demoStaff(app, BRAND, 'manager');
  const email = `${uniqueUsername('link')}@garage.example`;
  const { member } = await staffWithRole(app, BRAND, 'accounts', staff.workshops[0]!.workshopId, { email });
  const asked = await app.inject({ method: 'POST', url: '/api/staff/password/forgot', headers: FORGED, payload: { username: member.username } });
  expect(asked.statusCode).toBe(200);
  const outbox = await onBrand(app, BRAND)({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [message] = outbox.json().data as { body: string }[];
  return /\S+reset-password\?token=[\w-]+/.exec(message!.body)![0];
}

describe('the reset link mailed to a member of staff', () => {
  it('starts with the development address on this port when nothing is configured, whatever Host the caller sends', async () => {
    t = await buildTestApp({ PORT: '4123' });
    const link = await linkMailedUnderForgedHeaders(t.app);
    expect(link).toMatch(/^http:\/\/servicebay\.localhost:4123\/workshop\/reset-password\?token=[\w-]+$/);
  });

  it('starts with PUBLIC_URL_TEMPLATE behind a trusted proxy too: X-Forwarded-Host names no link', async () => {
    // Injected requests come from 127.0.0.1: the proxy is trusted, its forwarded host is still not used.
    t = await buildTestApp({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL_TEMPLATE: 'https://{brand}.servicebay.example' });
    const link = await linkMailedUnderForgedHeaders(t.app);
    expect(link).toMatch(/^https:\/\/servicebay\.servicebay\.example\/workshop\/reset-password\?token=/);
  });

  it("starts with the brand's own public address where its row names one", async () => {
    t = await buildTestApp({ PUBLIC_URL_TEMPLATE: 'https://{brand}.servicebay.example' });
    // Before the app's first request, which loads the brands.
    await t.database.db.execute(sql`update brands set public_url = 'https://garage.example.com/' where slug = ${BRAND}`);
    const link = await linkMailedUnderForgedHeaders(t.app);
    expect(link).toMatch(/^https:\/\/garage\.example\.com\/workshop\/reset-password\?token=/);
  });
});

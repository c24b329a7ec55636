import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, type TOpenSlot, type TStaffSession, type TWorkshopSettings } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { multipart, PNG } from '../../../test/garage-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
let workshopId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, BRAND, 'owner');
  workshopId = (await demoStaff(t.app, BRAND, 'manager')).staff.workshops[0]!.workshopId;
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;
const settings = (session: TStaffSession, payload?: object) =>
  asStaff(
    t.app,
    BRAND,
    session,
  )(
    payload
      ? { method: 'PATCH', url: `/api/staff/workshops/${workshopId}/settings`, payload }
      : { method: 'GET', url: `/api/staff/workshops/${workshopId}/settings` },
  );
/** A GSTIN of Karnataka (29) with its right check character. */
const karnatakaGstin = () => `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;

describe("a workshop's settings (workshop spec sections 2, 3 and 5)", () => {
  it('are read by its staff and changed by its owner only; the bays are what the customer app can book', async () => {
    const read = await settings(await demoStaff(t.app, BRAND, 'advisor'));
    expect((read.json().data as TWorkshopSettings).workshopId).toBe(workshopId);
    expect((await settings(await demoStaff(t.app, BRAND, 'manager'), { bays: 2 })).statusCode).toBe(403);
    const changed = await settings(owner, { bays: 5, branchName: 'Koramangala 4th Block', opensAt: '08:00', closesAt: '20:00' });
    expect(changed.json().data).toMatchObject({ bays: 5, branchName: 'Koramangala 4th Block', opensAt: '08:00', closesAt: '20:00' });
    const { dates } = (await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/transaction/calendar/available-dates?workshopId=${workshopId}` })).json()
      .data as { dates: string[] };
    const slots = (
      await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/transaction/calendar/available-slots?workshopId=${workshopId}&date=${dates.at(-1)}` })
    ).json().data as TOpenSlot[];
    expect(slots[0]).toMatchObject({ startTime: '08:00', remaining: 5 });
    expect(errorOf(await settings(owner, { opensAt: '21:00' }))).toMatchObject({ message: 'The workshop must close after it opens' });
  });

  it('keeps the pickup radius in whole km from 0 (no pickup) to 500; the customer app reads it', async () => {
    expect((await settings(owner)).json().data).toMatchObject({ pickupRadiusKm: 10 });
    for (const pickupRadiusKm of [-1, 501, 2.5, '12']) {
      const refused = await settings(owner, { pickupRadiusKm });
      expect(refused.statusCode, JSON.stringify(pickupRadiusKm)).toBe(400);
      expect(errorOf(refused)).toMatchObject({ field: 'pickupRadiusKm' });
    }
    expect(errorOf(await settings(owner, { pickupRadiusKm: 501 })).message).toBe('Enter the pickup radius in whole km, from 0 (no pickup) to 500');
    expect((await settings(await demoStaff(t.app, BRAND, 'manager'), { pickupRadiusKm: 25 })).statusCode).toBe(403);
    expect((await settings(owner, { pickupRadiusKm: 25 })).json().data).toMatchObject({ pickupRadiusKm: 25 });
    const listed = (await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/catalog/workshops/${workshopId}` })).json().data;
    expect(listed).toMatchObject({ pickupRadiusKm: 25 });
    expect((await settings(owner, { pickupRadiusKm: 0 })).json().data).toMatchObject({ pickupRadiusKm: 0 });
    await settings(owner, { pickupRadiusKm: 10 });
  });

  it('takes a GSTIN only with its check character and the state code it names', async () => {
    const bad = await settings(owner, { taxRegistration: '29ABCDE1234F1Z0', stateCode: '29' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('taxRegistration');
    const elsewhere = await settings(owner, { taxRegistration: karnatakaGstin(), stateCode: '27' });
    expect(errorOf(elsewhere).message).toContain('27');
    const good = await settings(owner, { taxRegistration: ` ${karnatakaGstin().toLowerCase()} `, stateCode: '29' });
    expect((good.json().data as TWorkshopSettings).taxRegistration).toBe(karnatakaGstin());
  });

  it("keeps bank details by the country's rules: an Indian account needs its IFSC", async () => {
    expect(errorOf(await settings(owner, { bank: { bankName: 'State Bank of India', accountNumber: '12345678901', ifsc: 'SBIN123' } })).field).toMatch(
      /^bank\./,
    );
    const saved = await settings(owner, { bank: { bankName: 'State Bank of India', accountNumber: '12345678901', ifsc: 'sbin0001234', branchCode: 'KRM01' } });
    expect((saved.json().data as TWorkshopSettings).bank).toEqual({
      bankName: 'State Bank of India',
      accountNumber: '12345678901',
      ifsc: 'SBIN0001234',
      branchCode: 'KRM01',
    });
  });

  it("numbers invoices by a prefix ('A prefix or workshop code must exist'), without hyphens", async () => {
    expect(errorOf(await settings(owner, { invoiceNumberMode: 'auto', invoicePrefix: null })).message).toBe('A prefix or workshop code must exist');
    expect((await settings(owner, { invoicePrefix: 'BLR-1' })).statusCode).toBe(400);
    // Its auto numbers ('BLR/2627/0001') keep India's 16 characters (CGST Rule 46): at most 7.
    expect((await settings(owner, { invoicePrefix: 'BLRNORTH' })).statusCode).toBe(400);
    expect((await settings(owner, { invoiceNumberMode: 'auto', invoicePrefix: 'BLR/' })).json().data).toMatchObject({
      invoiceNumberMode: 'auto',
      invoicePrefix: 'BLR/',
    });
  });

  it("takes one logo at a time: 'An existing logo must be removed before another is added'", async () => {
    const upload = () =>
      asStaff(
        t.app,
        BRAND,
        owner,
      )({
        method: 'POST',
        url: `/api/staff/workshops/${workshopId}/logo`,
        payload: multipart([{ name: 'file', file: PNG, filename: 'logo.png', type: 'image/png' }]),
      });
    const first = await upload();
    expect((first.json().data as TWorkshopSettings).logoUrl).toMatch(/^\/api\/files\//);
    const second = await upload();
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toBe('An existing logo must be removed before another is added');
    expect(
      ((await asStaff(t.app, BRAND, owner)({ method: 'DELETE', url: `/api/staff/workshops/${workshopId}/logo` })).json().data as TWorkshopSettings).logoUrl,
    ).toBeNull();
    expect((await upload()).statusCode).toBe(200);
  });

  it('lets the owner open another branch and work there at once', async () => {
    const opened = await asStaff(
      t.app,
      BRAND,
      owner,
    )({
      method: 'POST',
      url: '/api/staff/workshops',
      payload: {
        name: 'ServiceBay Whitefield',
        branchName: 'ITPL Main Road',
        city: 'Bengaluru',
        latitude: 12.9698,
        longitude: 77.75,
        phoneNumber: '+918041234599',
      },
    });
    expect(opened.statusCode).toBe(200);
    const session = opened.json().data as TStaffSession;
    const branch = session.staff.workshops.find((workshop) => workshop.name === 'ServiceBay Whitefield');
    expect(branch).toBeDefined();
    expect((await asStaff(t.app, BRAND, owner)({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    owner = session;
    const settings = await asStaff(t.app, BRAND, owner)({ method: 'GET', url: `/api/staff/workshops/${branch!.workshopId}/settings` });
    expect(settings.json().data).toMatchObject({ name: 'ServiceBay Whitefield', branchName: 'ITPL Main Road', city: 'Bengaluru' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/factories';
import { addAddress, addVehicle, api, insuranceForm, storageKeyOf } from '../../../test/garage-factories';
import { bookingOf } from '../../../test/booking-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('account deletion', () => {
  it('marks the request at once and erases personal data and files 30 days later, keeping booked vehicles anonymised', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    await call({ method: 'PUT', url: '/api/users/me/profile', payload: { name: 'Ravi Kumar', email: 'ravi@example.com', gender: 'Male' } });
    const booked = await addVehicle(t.app, 'servicebay', session.accessToken);
    const spare = await addVehicle(t.app, 'servicebay', session.accessToken, { skip: 1 });
    await addAddress(t.app, 'servicebay', session.accessToken);
    const document = (await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(spare.did) })).json().data;
    expect(await t.app.services.localStorage!.read(storageKeyOf(document.images[0].url))).not.toBeNull();
    await bookingOf(t, 'servicebay', session, booked, 'completed');

    const request = await call({ method: 'POST', url: '/api/user/deleteAccount', payload: { name: 'Ravi Kumar', mobileNumber: session.mobileNumber } });
    expect(request.json().data).toMatchObject({ deleteRequest: true });
    expect((await call({ method: 'GET', url: '/api/users/me/settings' })).json().data.deleteRequest).toBe(true);

    t.clock.advance(29 * DAY);
    expect(await t.app.services.jobs.runDue()).toBe(0);
    t.clock.advance(1 * DAY + 1000);
    expect(await t.app.services.jobs.runDue()).toBe(1);

    const fresh = await signIn(t.app, 'servicebay', { mobileNumber: session.mobileNumber });
    expect(fresh.user.uid).not.toBe(session.user.uid);
    const [erased] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, session.user.uid) });
    expect(erased).toMatchObject({ name: null, email: null, primaryPhoneNumber: null, gender: null });
    expect(erased!.erasedAt).not.toBeNull();
    const vehicles = await t.database.db.query.vehicles.findMany({ where: (v, { eq }) => eq(v.userId, session.user.uid) });
    expect(vehicles).toEqual([expect.objectContaining({ id: booked.did, registrationNumber: null, vinNumber: null, nickName: null })]);
    expect(await t.database.db.query.addresses.findMany({ where: (a, { eq }) => eq(a.userId, session.user.uid) })).toEqual([]);
    for (const image of document.images) expect(await t.app.services.localStorage!.read(storageKeyOf(image.url))).toBeNull();
  });

  it('asking twice keeps the first date', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    const first = (await call({ method: 'POST', url: '/api/user/deleteAccount' })).json().data;
    t.clock.advance(60_000);
    const response = await call({ method: 'POST', url: '/api/user/deleteAccount' });
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json().data;
    expect(second.eraseAfter).toBe(first.eraseAfter);
  });
});

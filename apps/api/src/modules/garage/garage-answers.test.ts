import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVehicle } from '@servicebay/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn, signInAsGuest } from '../../../test/factories';
import { addVehicle, api, insuranceForm, signedInCustomer } from '../../../test/garage-factories';

// The garage list is kept per customer between changes (platform/customer-answers.ts). Each test
// reads the list first, so a kept answer exists, and then proves the change still shows.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Call = ReturnType<typeof api>;
const garageOf = async (call: Call) => (await call({ method: 'GET', url: '/api/users/me/vehicles' })).json().data as TVehicle[];
const edit = (nickName: string) => ({ nickName, registrationNumber: 'KA 05 MN 4321', vinNumber: 'MA3 EWDE1S00 123456', odometer: '45210' });
const brand = () => t.app.services.brands.resolve({ host: 'servicebay.localhost:3000', clientName: undefined });

describe('the kept garage list', () => {
  it("shows every change the customer's own requests make, at once", async () => {
    const { token, call } = await signedInCustomer(t.app);
    expect(await garageOf(call)).toEqual([]);
    const car = await addVehicle(t.app, 'servicebay', token);
    expect((await garageOf(call)).map((v) => v.did)).toEqual([car.did]);

    await call({ method: 'PATCH', url: `/api/users/me/vehicles/${car.did}`, payload: edit('Weekend car') });
    expect((await garageOf(call))[0]!.nickName).toBe('Weekend car');

    const upload = await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(car.did) });
    expect(upload.statusCode).toBe(200);
    const documentId = upload.json().data.did as string;
    expect((await garageOf(call))[0]!.documentIds).toEqual([documentId]);

    await call({ method: 'DELETE', url: `/api/users/me/documents/${documentId}` });
    expect((await garageOf(call))[0]!.documentIds).toEqual([]);

    await call({ method: 'DELETE', url: `/api/users/me/vehicles/${car.did}` });
    expect(await garageOf(call)).toEqual([]);
  });

  it("shows a change made outside the customer's requests (another process, a job) once its event is heard", async () => {
    const { session, token, call } = await signedInCustomer(t.app);
    const car = await addVehicle(t.app, 'servicebay', token);
    expect((await garageOf(call))[0]!.nickName).not.toBe('Changed elsewhere');
    // Straight through the service: no request of this customer ends here, only the event tells.
    const servicebay = await brand();
    await t.app.services.vehicles.update(servicebay, { brandId: servicebay.id, userId: session.user.uid }, car.did, edit('Changed elsewhere'));
    await expect.poll(async () => (await garageOf(call))[0]!.nickName, { timeout: 5_000 }).toBe('Changed elsewhere');
  });

  it("shows the guest's vehicles on the account's other devices after the guest joins the account", async () => {
    const account = await signIn(t.app, 'servicebay');
    const otherDevice = api(t.app, 'servicebay', account.accessToken);
    const own = await addVehicle(t.app, 'servicebay', account.accessToken);
    expect((await garageOf(otherDevice)).map((v) => v.did)).toEqual([own.did]);

    const guest = await signInAsGuest(t.app, 'servicebay');
    const guestCar = await addVehicle(t.app, 'servicebay', guest.accessToken, { skip: 1, registrationNumber: 'KA05MN7788' });
    await signIn(t.app, 'servicebay', { mobileNumber: account.mobileNumber, guestToken: guest.accessToken });
    await expect.poll(async () => (await garageOf(otherDevice)).map((v) => v.did), { timeout: 5_000 }).toEqual([own.did, guestCar.did]);
  });

  it('answers 304 to a client that holds the current list, and the new list after a change', async () => {
    const { token, call } = await signedInCustomer(t.app);
    await addVehicle(t.app, 'servicebay', token);
    const first = await call({ method: 'GET', url: '/api/users/me/vehicles' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    const again = await call({ method: 'GET', url: '/api/users/me/vehicles', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    await addVehicle(t.app, 'servicebay', token, { skip: 1 });
    const changed = await call({ method: 'GET', url: '/api/users/me/vehicles', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toHaveLength(2);
  });

  it("never answers one customer's kept list to another", async () => {
    const asha = await signedInCustomer(t.app);
    const ravi = await signedInCustomer(t.app);
    await addVehicle(t.app, 'servicebay', asha.token);
    expect(await garageOf(asha.call)).toHaveLength(1);
    expect(await garageOf(ravi.call)).toEqual([]);
  });
});

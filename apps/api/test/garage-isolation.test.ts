import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from './build-test-app';
import { signIn } from './factories';
import { ADDRESS, addAddress, addVehicle, api, insuranceForm, multipart, PNG } from './garage-factories';

/**
 * Tenant isolation, generated over every object route of the garage: another customer of the same
 * brand and the same phone number on another brand get 404 and change nothing; the owner's token
 * on another brand's host is refused with 401.
 */
let t: TestApp;
let owner: { token: string; vehicleId: string; addressId: string; documentId: string; number: string };
beforeAll(async () => {
  t = await buildTestApp();
  const session = await signIn(t.app, 'servicebay');
  const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
  const address = await addAddress(t.app, 'servicebay', session.accessToken);
  const document = (
    await api(t.app, 'servicebay', session.accessToken)({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did) })
  ).json().data;
  owner = { token: session.accessToken, vehicleId: vehicle.did, addressId: address.did, documentId: document.did, number: session.mobileNumber };
});
afterAll(() => t.close());

const objectRoutes = (): (InjectOptions & { name: string })[] => {
  const v = `/api/users/me/vehicles/${owner.vehicleId}`;
  const a = `/api/users/me/addresses/${owner.addressId}`;
  return [
    { name: 'read vehicle', method: 'GET', url: v },
    {
      name: 'edit vehicle',
      method: 'PATCH',
      url: v,
      payload: { nickName: 'Mine now', registrationNumber: 'KA01AB1234', vinNumber: 'MA3EWDE1S00123456', odometer: '1' },
    },
    { name: 'delete vehicle', method: 'DELETE', url: v },
    { name: 'default vehicle', method: 'POST', url: `${v}/default` },
    { name: 'select vehicle', method: 'POST', url: `${v}/select` },
    { name: 'put vehicle image', method: 'PUT', url: `${v}/images/0`, payload: multipart([{ name: 'file', file: PNG, filename: 'x.png' }]) },
    { name: 'delete vehicle image', method: 'DELETE', url: `${v}/images/0` },
    { name: 'edit address', method: 'PUT', url: a, payload: { ...ADDRESS, addressType: 'Other' } },
    { name: 'delete address', method: 'DELETE', url: a },
    { name: 'default address', method: 'POST', url: `${a}/default` },
    { name: 'select address', method: 'POST', url: `${a}/select` },
    { name: 'delete document', method: 'DELETE', url: `/api/users/me/documents/${owner.documentId}` },
    { name: 'upload to vehicle', method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(owner.vehicleId) },
  ];
};

const attackers = [
  { name: 'another customer of the same brand', brand: 'servicebay', sameNumber: false },
  { name: 'the same number on another brand', brand: 'deccan', sameNumber: true },
];

describe.each(attackers)('$name', ({ brand, sameNumber }) => {
  it('gets 404 on every object route, and sees none of the records', async () => {
    const attacker = await signIn(t.app, brand, sameNumber ? { mobileNumber: owner.number } : {});
    // The attacker needs a vehicle of their own, so "no vehicle" is not what refuses the upload.
    await addVehicle(t.app, brand, attacker.accessToken);
    const call = api(t.app, brand, attacker.accessToken);
    for (const route of objectRoutes()) {
      const response = await call(route);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(404);
    }
    const documents = (await call({ method: 'GET', url: `/api/users/me/documents?vehicleId=${owner.vehicleId}` })).json().data;
    expect(documents).toEqual([]);
    const addresses = (await call({ method: 'GET', url: '/api/users/me/addresses' })).json().data;
    expect(addresses).toEqual([]);
  });
});

describe("the owner's files", () => {
  it("cannot be opened by re-pointing another customer's signed URL at them", async () => {
    const attacker = await signIn(t.app, 'servicebay');
    const vehicle = await addVehicle(t.app, 'servicebay', attacker.accessToken);
    const own = (
      await api(t.app, 'servicebay', attacker.accessToken)({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did) })
    ).json().data;
    const ownerDocument = (await api(t.app, 'servicebay', owner.token)({ method: 'GET', url: '/api/users/me/documents' })).json().data[0];
    const ownerKey = ownerDocument.images[0].url.split('?')[0];
    const query = own.images[0].url.split('?')[1];
    expect((await t.app.inject({ method: 'GET', url: `${ownerKey}?${query}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ownerKey })).statusCode).toBe(400);
  });
});

describe("the owner's token on another brand's host", () => {
  it('is refused with 401 on every route', async () => {
    const call = api(t.app, 'deccan', owner.token);
    for (const route of [
      ...objectRoutes(),
      { name: 'list', method: 'GET' as const, url: '/api/users/me/vehicles' },
      { name: 'profile', method: 'GET' as const, url: '/api/users/me/profile' },
    ]) {
      expect((await call(route)).statusCode, route.name).toBe(401);
    }
  });
});

describe('after every attempt', () => {
  it("the owner's records are untouched", async () => {
    const call = api(t.app, 'servicebay', owner.token);
    const vehicle = (await call({ method: 'GET', url: `/api/users/me/vehicles/${owner.vehicleId}` })).json().data;
    expect(vehicle).toMatchObject({
      nickName: expect.not.stringMatching('Mine now'),
      imagePaths: [null, null, null],
      documentIds: [owner.documentId],
      isDefault: true,
    });
    const addresses = (await call({ method: 'GET', url: '/api/users/me/addresses' })).json().data;
    expect(addresses).toEqual([expect.objectContaining({ did: owner.addressId, addressType: 'Home', isSelected: true })]);
  });
});

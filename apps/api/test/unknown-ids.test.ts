import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { ADDRESS, addAddress, addVehicle, insuranceForm, signedInCustomer } from './garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * A link the customer app opens may name a vehicle, address or document that is not theirs (deleted,
 * mistyped, someone else's): the API answers 404, whatever the id looks like, so the app can say
 * "not found" rather than "check your connection".
 */
describe('ids in the path that name nothing of the caller', () => {
  it('are a 404 for vehicles, addresses and documents: unknown, malformed, or another customer’s', async () => {
    const owner = await signedInCustomer(t.app);
    const vehicle = await addVehicle(t.app, 'servicebay', owner.token);
    const address = await addAddress(t.app, 'servicebay', owner.token);
    const { call } = await signedInCustomer(t.app);

    for (const id of [randomUUID(), 'not-an-id', vehicle.did]) {
      for (const request of [
        { method: 'GET', url: `/api/vehicles/${id}` },
        { method: 'DELETE', url: `/api/vehicles/${id}` },
      ] as const) {
        const response = await call(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json().error.code, request.url).toBe('resource/not-found');
      }
    }
    for (const id of [randomUUID(), 'not-an-id', address.did]) {
      const response = await call({ method: 'PUT', url: `/api/users/me/addresses/${id}`, payload: ADDRESS });
      expect(response.statusCode, id).toBe(404);
    }
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await call({ method: 'DELETE', url: `/api/users/me/documents/${id}` })).statusCode, id).toBe(404);
    }
  });

  it('a document for a vehicle that is not the caller’s is refused, not filed elsewhere', async () => {
    const owner = await signedInCustomer(t.app);
    const vehicle = await addVehicle(t.app, 'servicebay', owner.token);
    const { call } = await signedInCustomer(t.app);
    for (const vehicleId of [randomUUID(), vehicle.did]) {
      const response = await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicleId) });
      expect(response.statusCode, vehicleId).toBe(400);
      expect(response.json().error, vehicleId).toMatchObject({ code: 'garage/vehicle-required' });
    }
    expect((await call({ method: 'GET', url: '/api/users/me/documents' })).json().data).toEqual([]);
  });
});

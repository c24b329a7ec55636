import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/factories';
import { demoStaff } from '../../../test/staff-factories';
import { ANONYMOUS_PLACE_SEARCHES } from './places.routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const search = (token?: string, address = '10.0.0.1') =>
  onBrand(t.app, 'servicebay', token)({ method: 'GET', url: '/api/geo/search?q=bengaluru', remoteAddress: address });

describe('place search (the address map, and a workshop signing up)', () => {
  it('answers customers, staff and a visitor signing a workshop up', async () => {
    const customer = await signIn(t.app, 'servicebay');
    const staff = await demoStaff(t.app, 'servicebay', 'advisor');
    for (const token of [customer.accessToken, staff.accessToken, undefined]) {
      const answer = await search(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data[0].city).toBe('Bengaluru');
    }
  });

  it(`counts a visitor's searches per address: ${ANONYMOUS_PLACE_SEARCHES.max} an hour, then 429; signed-in callers are not counted`, async () => {
    for (let i = 0; i < ANONYMOUS_PLACE_SEARCHES.max; i++) expect((await search(undefined, '10.0.0.9')).statusCode).toBe(200);
    const over = await search(undefined, '10.0.0.9');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(undefined, '10.0.0.10')).statusCode).toBe(200);
    const customer = await signIn(t.app, 'servicebay');
    expect((await search(customer.accessToken, '10.0.0.9')).statusCode).toBe(200);
  });
});

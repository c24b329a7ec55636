import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { customerWithGarage } from './garage';

/**
 * Stored files are public routes behind signed, expiring URLs (route-isolation.ts probes the
 * private routes): a signature is good for its own file only, on its own brand's host.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the owner's files", () => {
  it("cannot be opened by re-pointing another customer's signed URL at them", async () => {
    const owner = await customerWithGarage(t.app, 'servicebay');
    const other = await customerWithGarage(t.app, 'servicebay');
    const ownerKey = owner.garage.document.images[0]!.url.split('?')[0];
    const otherSignature = other.garage.document.images[0]!.url.split('?')[1];
    const repointed = await t.app.inject({ method: 'GET', url: `${ownerKey}?${otherSignature}` });
    expect(repointed.statusCode).toBe(404);
    const unsigned = await t.app.inject({ method: 'GET', url: ownerKey! });
    expect(unsigned.statusCode).toBe(400);
    const own = await t.app.inject({ method: 'GET', url: owner.garage.document.images[0]!.url });
    expect(own.statusCode).toBe(200);
    const onOtherBrand = await t.app.inject({ method: 'GET', url: owner.garage.document.images[0]!.url, headers: { host: 'quickfix.localhost:3000' } });
    expect(onOtherBrand.statusCode).toBe(404);
  });
});

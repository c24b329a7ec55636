import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/factories';
import { addVehicle, api, insuranceForm } from '../../../test/garage-factories';

// Each customer's document vault has a quota (issue 7, part 2): a small one here, so it is reached.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CUSTOMER_DOCUMENTS_MAX: '3', CUSTOMER_DOCUMENT_BYTES_MAX: String(3 * 1024 * 1024) });
});
afterAll(() => t.close());

const filesOnDisk = () => {
  const root = path.join(t.config.dataDir, 'files');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
};
const customerWithVehicle = async () => {
  const session = await signIn(t.app, 'servicebay');
  const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
  const call = api(t.app, 'servicebay', session.accessToken);
  return { vehicle, upload: (form: FormData) => call({ method: 'POST', url: '/api/users/me/documents', payload: form }) };
};
const STORAGE_FULL = 'Your document storage is full (at most 3 documents and 3 MB). Delete a document to add another';

describe('the storage quota of a customer', () => {
  it('takes documents up to the count, then answers 413 with the message and keeps no file', async () => {
    const { vehicle, upload } = await customerWithVehicle();
    for (let i = 0; i < 3; i++) expect((await upload(insuranceForm(vehicle.did))).statusCode).toBe(200);
    const before = filesOnDisk();
    const refused = await upload(insuranceForm(vehicle.did));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({ code: 'garage/storage-full', message: STORAGE_FULL });
    expect(filesOnDisk()).toBe(before);
  });

  it('holds under parallel uploads: 6 at once into an empty vault, 3 kept', async () => {
    const { vehicle, upload } = await customerWithVehicle();
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => upload(insuranceForm(vehicle.did))))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 413)).toHaveLength(3);
  });

  it('counts bytes too: a second 2 MB document would pass 3 MB and is refused', async () => {
    const { vehicle, upload } = await customerWithVehicle();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    expect((await upload(insuranceForm(vehicle.did, { back: big }))).statusCode).toBe(200);
    const refused = await upload(insuranceForm(vehicle.did, { back: big }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(STORAGE_FULL);
  });

  it('is per customer: another customer still uploads', async () => {
    const { vehicle, upload } = await customerWithVehicle();
    expect((await upload(insuranceForm(vehicle.did))).statusCode).toBe(200);
  });
});

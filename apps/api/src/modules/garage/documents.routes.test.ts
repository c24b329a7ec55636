import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/factories';
import { addVehicle, api, insuranceForm, PNG } from '../../../test/garage-factories';
import { userDocuments } from './garage.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const filesOnDisk = () => {
  const root = path.join(t.config.dataDir, 'files');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
};
const customerWithVehicle = async () => {
  const session = await signIn(t.app, 'servicebay');
  const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
  return { vehicle, call: api(t.app, 'servicebay', session.accessToken) };
};
const upload = (call: ReturnType<typeof api>, form: FormData) => call({ method: 'POST', url: '/api/users/me/documents', payload: form });

describe('document templates', () => {
  it('each brand has insurance, pollution certificate, registration certificate and others', async () => {
    const response = await onBrand(t.app, 'deccan')({ method: 'GET', url: '/api/settings/document-templates' });
    expect(response.json().data.map((d: { name: string }) => d.name)).toEqual(['INSURANCE', 'PUCC', 'RC', 'OTHERS']);
  });
});

describe('uploading documents', () => {
  it('stores an insurance document with both images behind signed URLs', async () => {
    const { vehicle, call } = await customerWithVehicle();
    const response = await upload(call, insuranceForm(vehicle.did));
    expect(response.statusCode).toBe(200);
    const document = response.json().data;
    expect(document).toMatchObject({
      vehicleId: vehicle.did,
      documentType: 'INSURANCE',
      expirationDate: '2027-06-30',
      additionalFields: { policyNumber: 'ACK-2026-99812' },
    });
    expect(document.images.map((i: { side: string; contentType: string }) => `${i.side}:${i.contentType}`)).toEqual([
      'front:image/png',
      'back:application/pdf',
    ]);
    const file = await t.app.inject({ method: 'GET', url: document.images[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await call({ method: 'GET', url: `/api/users/me/documents?vehicleId=${vehicle.did}` })).json().data).toHaveLength(1);
    expect((await call({ method: 'GET', url: `/api/users/me/vehicles/${vehicle.did}` })).json().data.documentIds).toEqual([document.did]);
    // The garage list reads the same facts through its own statement.
    expect((await call({ method: 'GET', url: '/api/users/me/vehicles' })).json().data).toEqual([
      expect.objectContaining({ did: vehicle.did, documentIds: [document.did] }),
    ]);
  });

  it('a file keeps the same signed URL for a while, so browsers can reuse it', async () => {
    const { vehicle, call } = await customerWithVehicle();
    // Start just after a 5-minute step, so the reads below fall within one step.
    const step = 5 * 60_000;
    t.clock.advance(step - (t.clock.now().getTime() % step) + 1000);
    const document = (await upload(call, insuranceForm(vehicle.did))).json().data;
    t.clock.advance(2000);
    const again = (await call({ method: 'GET', url: `/api/users/me/documents?vehicleId=${vehicle.did}` })).json().data[0];
    const expiry = (url: string) => Number(new URL(url, 'http://x').searchParams.get('expires'));
    const secondsLeft = expiry(document.images[0].url) - Math.floor(t.clock.now().getTime() / 1000);
    expect(secondsLeft).toBeGreaterThanOrEqual(15 * 60 - 2);
    expect(secondsLeft).toBeLessThanOrEqual(20 * 60);
    expect(again.images[0].url).toBe(document.images[0].url);
  });

  it('signed URLs expire and cannot be altered', async () => {
    const { vehicle, call } = await customerWithVehicle();
    const url: string = (await upload(call, insuranceForm(vehicle.did))).json().data.images[0].url;
    expect((await t.app.inject({ method: 'GET', url: url.replace(/signature=.{4}/, 'signature=AAAA') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/expires=\d+/, 'expires=9999999999') })).statusCode).toBe(404);
    // Valid for 15 minutes, rounded up to the next 5-minute step: gone within 20.
    t.clock.advance(20 * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('needs a vehicle first', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    const response = await upload(call, insuranceForm('01a20146-a2bf-7e3c-85ed-04eeb1160c4f'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('add vehicle before uploading');
    const noVehicle = await customerWithVehicle();
    const missing = await upload(noVehicle.call, insuranceForm(''));
    expect(missing.json().error.message).toBe('select vehicle before uploading');
  });

  it.each([
    [{ fields: { additionalFields: JSON.stringify({ insuranceCompany: 'ACKO' }) } }, 'Policy Number is mandatory'],
    [{ fields: { expirationDate: '' } }, 'Please select expiry date'],
    [{ front: null }, 'Please upload front image'],
    [{ back: null }, 'Please upload back image'],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const { vehicle, call } = await customerWithVehicle();
    const response = await upload(call, insuranceForm(vehicle.did, overrides as never));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('the pollution certificate form has no validation', async () => {
    const { vehicle, call } = await customerWithVehicle();
    const response = await upload(
      call,
      insuranceForm(vehicle.did, { fields: { documentType: 'PUCC', expirationDate: '', additionalFields: '{}' }, front: PNG, back: PNG }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('a png name with a non-image body is refused and nothing is saved', async () => {
    const { vehicle, call } = await customerWithVehicle();
    const before = { files: filesOnDisk(), rows: (await t.database.db.select().from(userDocuments)).length };
    const script = Buffer.from('#!/bin/sh\necho pwned\n');
    const response = await upload(call, insuranceForm(vehicle.did, { front: PNG, back: script }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Unsupported file type. Please upload a PDF, PNG or JPG file');
    expect({ files: filesOnDisk(), rows: (await t.database.db.select().from(userDocuments)).length }).toEqual(before);
  });

  it('an oversize file is refused with "Maximum upload size exceeded" and nothing is saved', async () => {
    const { vehicle, call } = await customerWithVehicle();
    const before = { files: filesOnDisk(), rows: (await t.database.db.select().from(userDocuments)).length };
    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1)]);
    const response = await upload(call, insuranceForm(vehicle.did, { back: huge }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Maximum upload size exceeded');
    expect({ files: filesOnDisk(), rows: (await t.database.db.select().from(userDocuments)).length }).toEqual(before);
  });

  it('deleting a document removes its files', async () => {
    const { vehicle, call } = await customerWithVehicle();
    const before = filesOnDisk();
    const document = (await upload(call, insuranceForm(vehicle.did))).json().data;
    expect(filesOnDisk()).toBe(before + 2);
    expect((await call({ method: 'DELETE', url: `/api/users/me/documents/${document.did}` })).statusCode).toBe(200);
    expect(filesOnDisk()).toBe(before);
  });
});

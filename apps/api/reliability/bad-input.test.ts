import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { addVehicle, insuranceForm, signedInCustomer } from '../test/garage-factories';

/**
 * Issue 7, part 5: bad input is a 400 in the envelope with a clear message, never a 500. NUL bytes
 * and lone surrogates (PostgreSQL refuses them in text), impossible dates, broken multipart bodies,
 * over-long path parameters, and a pricing segment the brand does not price in.
 */
const t = await buildTestApp();
afterAll(() => t.close());
const { call, token } = await signedInCustomer(t.app);
const vehicle = await addVehicle(t.app, 'servicebay', token);

const refused = async (options: Parameters<typeof call>[0], message: RegExp) => {
  const response = await call(options);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.status).toBe('FAILURE');
  expect(body.error.message).toMatch(message);
  return body.error;
};

const TEXT = /NUL characters or unpaired surrogates/;
const BOUNDARY = '----servicebay-probe';
const rawForm = (body: string) => ({
  method: 'POST' as const,
  url: '/api/users/me/documents',
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: body,
});

describe('text no column can hold', () => {
  it.each([
    ['a NUL byte', 'Ravi\u0000Kumar'],
    ['a lone high surrogate', 'Ravi\uD800'],
    ['a lone low surrogate', '\uDC00Ravi'],
  ])('%s in a JSON body field is a 400 naming the field', async (_, name) => {
    const error = await refused(
      { method: 'PATCH', url: `/api/users/me/vehicles/${vehicle.did}`, payload: { nickName: name, registrationNumber: 'KA01AB1234' } },
      TEXT,
    );
    expect(error.field).toBe('nickName');
  });

  it('in a query, a path parameter and a form field', async () => {
    await refused({ method: 'GET', url: '/api/geo/search', query: { q: 'Hyder\u0000abad' } }, TEXT);
    await refused({ method: 'GET', url: `/api/users/me/vehicles/${encodeURIComponent('\u0000')}` }, TEXT);
    await refused({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did, { fields: { documentId: 'A\u0000B' } }) }, TEXT);
  });

  it('a surrogate pair (an emoji) is text like any other', async () => {
    const response = await call({ method: 'GET', url: '/api/geo/search', query: { q: 'Hyderabad 🚗' } });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('dates, forms and paths', () => {
  it("an impossible date ('2027-02-31') is a 400", async () => {
    await refused(
      { method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did, { fields: { expirationDate: '2027-02-31' } }) },
      /Invalid date/,
    );
  });

  it('a truncated multipart body is a 400', async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="vehicleId"\r\n\r\n${vehicle.did}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="front"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    await refused(rawForm(body), /form could not be read/);
  });

  it('a malformed part header and a missing boundary are 400s', async () => {
    await refused(rawForm(`--${BOUNDARY}\r\nthis is no header\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`), /./);
    const response = await call({ method: 'POST', url: '/api/users/me/documents', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('an over-long path parameter is a 400, not an unmatched route', async () => {
    await refused({ method: 'GET', url: `/api/users/me/vehicles/${'a'.repeat(5000)}` }, /too long/);
    await refused({ method: 'DELETE', url: `/api/users/me/vehicles/${vehicle.did}/images/${'9'.repeat(300)}` }, /too long/);
  });
});

describe('settings', () => {
  it("pricingSegment takes only the brand's segments", async () => {
    const error = await refused({ method: 'PATCH', url: '/api/users/me/settings', payload: { pricingSegment: 'platinum' } }, /standard, premium, luxury/);
    expect(error.field).toBe('pricingSegment');
    const ok = await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { pricingSegment: 'premium' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.pricingSegment).toBe('premium');
  });
});

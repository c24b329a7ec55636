import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEFAULT_STORAGE_QUOTA, GUESTS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_BRAND_PER_HOUR } from '@servicebay/domain';
import { ConfigError, loadConfig } from '../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers when the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'SUCCESS', data: { database: 'up', driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
  });
});

describe('the envelope', () => {
  it('an unknown API path is a 404 FAILURE envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'FAILURE', error: { code: 'resource/not-found', title: 'Not found' } });
  });

  it('an unsupported content type is a 4xx envelope, never a 5xx', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json().status).toBe('FAILURE');
  });

  it('a body that is not an object is a 400 with the field message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { countryCode: '+91' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'mobileNumber', message: 'enter valid mobile number' });
  });
});

describe('/api/docs', () => {
  it('documents every route with its request and response schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: [string, string][] = [
      ['post', '/api/profile/data'],
      ['get', '/api/settings/global-settings'],
      ['post', '/api/auth/otp/send'],
      ['post', '/api/auth/otp/verify'],
      ['post', '/api/auth/anonymous'],
      ['post', '/api/auth/refresh'],
      ['post', '/api/auth/signout'],
      ['get', '/api/auth/me'],
      ['post', '/api/users/me/onboarding'],
      ['get', '/api/health'],
      ['get', '/api/dev/outbox'],
    ];
    for (const [method, path] of expected) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses['200'].content['application/json'].schema, `${method} ${path} response`).toBeDefined();
    }
    expect(spec.paths['/api/auth/otp/verify'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('otp');
    expect(spec.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('configuration', () => {
  it('refuses a bad value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(32) })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ TEST_OTP_NUMBERS: '+919999999999:12', JWT_SECRET: 'x'.repeat(32) })).toThrow(/TEST_OTP_NUMBERS/);
    expect(() => loadConfig({ TEST_OTP_NUMBERS: '+910000000000:123456', JWT_SECRET: 'x'.repeat(32) })).toThrow(/not a valid mobile number/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', JWT_SECRET: 'x'.repeat(32) })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('keeps the production abuse limits unless the environment is automated tests or says otherwise', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32), SMS_OUTBOX_IN_PRODUCTION: 'allow' as const };
    const production = {
      otpSendsPerAddress: OTP_SENDS_PER_ADDRESS_PER_HOUR,
      otpSendsPerBrand: OTP_SENDS_PER_BRAND_PER_HOUR,
      guestsPerAddress: GUESTS_PER_ADDRESS_PER_HOUR,
    };
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).limits).toMatchObject({ ...production, storageQuota: DEFAULT_STORAGE_QUOTA });
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }).limits).toMatchObject(production);
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).limits.otpSendsPerAddress).toBeGreaterThan(1000);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', OTP_SENDS_PER_ADDRESS_PER_HOUR: '30' }).limits.otpSendsPerAddress).toBe(30);
    expect(() => loadConfig({ ...secret, GUESTS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(/GUESTS_PER_ADDRESS_PER_HOUR/);
  });

  it('parses test numbers', () => {
    const config = loadConfig({ TEST_OTP_NUMBERS: '+919999999999:123456, +966500000000:654321', JWT_SECRET: 'x'.repeat(32) });
    expect([...config.testOtpNumbers]).toEqual([
      ['+919999999999', '123456'],
      ['+966500000000', '654321'],
    ]);
  });
});

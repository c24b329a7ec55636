import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEFAULT_STORAGE_QUOTA, GUESTS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_BRAND_PER_HOUR } from '@servicebay/domain';
import { poolSize } from '../db/client';
import { ConfigError, loadConfig } from '../config';
import { createOperatorKey, operatorKeyOf } from './auth/operator-key';

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

  it('is a valid OpenAPI 3.0 document, where a nullable choice lists null among its values', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The validator dereferences the document it is given: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(spec))).resolves.toBeDefined();
    const profile = spec.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema.properties.data.properties;
    expect(profile.gender).toMatchObject({ nullable: true, enum: ['Male', 'Female', null] });
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
    // The brands' public address: http(s), the brand's slug in the host name.
    for (const template of ['https://servicebay.example', 'ftp://{brand}.example.com', 'https://example.com/{brand}'])
      expect(() => loadConfig({ PUBLIC_URL_TEMPLATE: template }), template).toThrow(/PUBLIC_URL_TEMPLATE: must be an http\(s\) address with \{brand\}/);
    expect(loadConfig({ PORT: '4100' }).publicUrlTemplate).toBe('http://{brand}.localhost:4100');
    for (const size of ['0', 'many', '2.5']) expect(() => loadConfig({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('sizes the pool of PostgreSQL connections to the machine unless DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect([poolSize(1), poolSize(2), poolSize(8)]).toEqual([8, 8, 32]);
  });

  it('logs a line per request only when LOG_LEVEL asks for info or more', () => {
    const secret = {
      JWT_SECRET: 'x'.repeat(32),
      SMS_OUTBOX_IN_PRODUCTION: 'allow' as const,
      EMAIL_OUTBOX_IN_PRODUCTION: 'allow' as const,
      PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow' as const,
    };
    for (const NODE_ENV of ['development', 'production'] as const) {
      expect(loadConfig({ ...secret, NODE_ENV }), NODE_ENV).toMatchObject({ logLevel: 'info', logsRequests: false });
      for (const level of ['info', 'debug', 'trace'] as const) expect(loadConfig({ ...secret, NODE_ENV, LOG_LEVEL: level }).logsRequests, level).toBe(true);
      for (const level of ['warn', 'error', 'silent'] as const) expect(loadConfig({ ...secret, NODE_ENV, LOG_LEVEL: level }).logsRequests, level).toBe(false);
    }
  });

  it('keeps the production abuse limits unless the environment is automated tests or says otherwise', () => {
    const secret = {
      JWT_SECRET: 'x'.repeat(32),
      SMS_OUTBOX_IN_PRODUCTION: 'allow' as const,
      EMAIL_OUTBOX_IN_PRODUCTION: 'allow' as const,
      PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow' as const,
    };
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

  it('takes OPERATOR_KEY, or generates one into DATA_DIR that only its owner can read, the same on every start', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), OPERATOR_KEY: 'short' })).toThrow(/OPERATOR_KEY: must be at least 32 characters/);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-operator-'));
    try {
      expect(operatorKeyOf({ operatorKey: 'k'.repeat(32), dataDir })).toBe('k'.repeat(32));
      expect(existsSync(path.join(dataDir, 'operator.key'))).toBe(false);
      const generated = operatorKeyOf({ operatorKey: undefined, dataDir });
      expect(generated.length).toBeGreaterThanOrEqual(64);
      expect(statSync(path.join(dataDir, 'operator.key')).mode & 0o777).toBe(0o600);
      expect(operatorKeyOf({ operatorKey: undefined, dataDir })).toBe(generated);
      // A production start without OPERATOR_KEY is not refused for it (decision 0015).
      expect(
        loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          SMS_OUTBOX_IN_PRODUCTION: 'allow',
          EMAIL_OUTBOX_IN_PRODUCTION: 'allow',
          PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow',
          DATA_DIR: dataDir,
        }).operatorKey,
      ).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('matches the operator key exactly, whatever the length of what is sent', () => {
    const key = createOperatorKey('k'.repeat(40));
    expect(key.matches('k'.repeat(40))).toBe(true);
    for (const token of ['', 'k', 'k'.repeat(39), 'k'.repeat(41), `${'k'.repeat(39)}K`]) expect(key.matches(token)).toBe(false);
  });

  it('parses test numbers', () => {
    const config = loadConfig({ TEST_OTP_NUMBERS: '+919999999999:123456, +966500000000:654321', JWT_SECRET: 'x'.repeat(32) });
    expect([...config.testOtpNumbers]).toEqual([
      ['+919999999999', '123456'],
      ['+966500000000', '654321'],
    ]);
  });
});

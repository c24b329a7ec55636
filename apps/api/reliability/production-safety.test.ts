import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { outboxMessages } from '../src/platform/sms/outbox.tables';
import { requestForLog } from '../src/platform/request-log';
import { buildTestApp, onBrand, type TestApp } from '../test/build-test-app';
import { uniqueIndianNumber } from '../test/factories';

// Issue 7, part 6: security headers on every answer, and a production start that refuses what
// would make it unsafe, saying why.
const SECRET = 'production-secret-production-secret-0123456789';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it('every page carries the CSP, nosniff, a referrer policy and no framing; HSTS only in production', async () => {
    for (const url of ['/login', '/no/such/page', '/portal/dashboard']) {
      const response = await onBrand(t.app, 'servicebay')({ method: 'GET', url });
      const csp = response.headers['content-security-policy'] as string;
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("img-src 'self' data: blob: https://*.tiles.example.org");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('every API answer forbids running and framing it, and is not sniffed (decision 0022)', async () => {
    for (const url of ['/api/health', '/api/users/me/vehicles', '/api/no/such/route']) {
      const response = await onBrand(t.app, 'servicebay')({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('a production start', () => {
  const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });

  it('refuses without its own JWT secret, and says why', () => {
    expect(production({ SMS_OUTBOX_IN_PRODUCTION: 'allow' })).toThrow(ConfigError);
    expect(production({ SMS_OUTBOX_IN_PRODUCTION: 'allow' })).toThrow(/JWT_SECRET: production needs its own secret/);
  });

  it('refuses the SMS outbox unless a demo allows it', () => {
    const paid = { PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow' };
    expect(production({ JWT_SECRET: SECRET, ...paid })).toThrow(/SMS_PROVIDER: production sends codes through a real provider/);
    expect(production({ JWT_SECRET: SECRET, SMS_OUTBOX_IN_PRODUCTION: 'allow', EMAIL_OUTBOX_IN_PRODUCTION: 'allow', ...paid })).not.toThrow();
    expect(
      production({
        JWT_SECRET: SECRET,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+15005550006',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        ...paid,
      }),
    ).not.toThrow();
  });

  it('refuses the e-mail outbox unless a demo allows it, and an SMTP address that is not one', () => {
    const rest = { JWT_SECRET: SECRET, SMS_OUTBOX_IN_PRODUCTION: 'allow', PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow' };
    expect(production(rest)).toThrow(/SMTP_URL: production sends e-mail \(staff password resets\) through SMTP/);
    expect(production({ ...rest, EMAIL_OUTBOX_IN_PRODUCTION: 'allow' })).not.toThrow();
    expect(production({ ...rest, SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('refuses the test payment gateway unless a demo allows it, and takes Razorpay’s keys only together', () => {
    const sms = { JWT_SECRET: SECRET, SMS_OUTBOX_IN_PRODUCTION: 'allow', EMAIL_OUTBOX_IN_PRODUCTION: 'allow' };
    expect(production(sms)).toThrow(/RAZORPAY_KEY_ID: production takes payments through Razorpay/);
    expect(production({ ...sms, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' })).not.toThrow();
    expect(production({ ...sms, RAZORPAY_KEY_ID: 'rzp_live_1' })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together/);
  });

  it('listens on localhost and believes no forwarded headers unless told', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/servicebay-config-test' });
    expect([config.host, config.trustProxy, config.apiDocs]).toEqual(['localhost', false, true]);
    const behindProxy = loadConfig({ DATA_DIR: '/tmp/servicebay-config-test', HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8, loopback' });
    expect([behindProxy.host, behindProxy.trustProxy]).toEqual(['0.0.0.0', '10.0.0.0/8, loopback']);
  });

  describe('a production demo on the outbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        SMS_OUTBOX_IN_PRODUCTION: 'allow',
        EMAIL_OUTBOX_IN_PRODUCTION: 'allow',
        PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow',
      });
    });
    afterAll(() => t.close());

    it('keeps no code in the outbox, has no dev routes, and no API docs unless enabled', async () => {
      const mobileNumber = uniqueIndianNumber();
      const sent = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/otp/send', payload: { countryCode: '+91', mobileNumber } });
      expect(sent.statusCode).toBe(200);
      const [message] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, `+91${mobileNumber}`));
      expect(message!.body).not.toMatch(/\d{4,}/);
      expect(message!.body).toContain('••••••');
      expect((await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/dev/outbox?to=%2B91${mobileNumber}` })).statusCode).toBe(404);
      expect((await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      const hsts = (await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'];
      expect(hsts).toBe('max-age=31536000; includeSubDomains');
      // A hashed script keeps HSTS (and nosniff, CORP) without the document's headers (web-apps.test.ts).
      const asset = await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/assets/no-such-file.js' });
      expect([asset.headers['strict-transport-security'], asset.headers['content-security-policy']]).toEqual([hsts, undefined]);
    });
  });
});

describe('logs', () => {
  it('never carry the signature of a signed file URL', () => {
    const line = requestForLog({
      method: 'GET',
      url: '/api/files/b1/u1/documents/d1-front.png?expires=1790000000&signature=abcDEF123',
      host: 'servicebay.localhost',
      ip: '127.0.0.1',
    } as never);
    expect(line.url).toBe('/api/files/b1/u1/documents/d1-front.png?expires=1790000000&signature=[redacted]');
  });
});

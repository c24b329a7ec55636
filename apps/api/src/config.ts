import path from 'node:path';
import { z } from 'zod';
import { persistentSecret } from './platform/secret-file';
import {
  checkMobileNumber,
  DEFAULT_STORAGE_QUOTA,
  GUESTS_PER_ADDRESS_PER_HOUR,
  STAFF_FAILED_SIGN_INS_PER_ADDRESS,
  STAFF_RESETS_PER_ADDRESS,
  OTP_SENDS_PER_ADDRESS_PER_HOUR,
  OTP_SENDS_PER_BRAND_PER_HOUR,
  type StorageQuota,
} from '@servicebay/domain';

/** "+919999999999:123456,+966500000000:654321" -> Map(e164 -> code). */
const ZTestOtpNumbers = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const entries = new Map<string, string>();
    for (const item of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [number, code] = item.split(':');
      if (!number || !code || !/^\+\d{8,15}$/.test(number) || !/^\d{6}$/.test(code)) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not <+countrycode number>:<6-digit code>` });
        return z.NEVER;
      }
      entries.set(number, code);
    }
    return entries;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Only this machine by default; a container or a server behind a proxy says 0.0.0.0. */
  HOST: z.string().default('localhost'),
  /**
   * Proxies whose X-Forwarded-* headers are believed (client address, protocol, host): addresses or
   * CIDRs, comma-separated, or loopback. Empty believes none: anyone could claim any address.
   */
  TRUST_PROXY: z.string().default(''),
  /** The OpenAPI pages at /api/docs: on outside production, in production only when asked for. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** `allow` lets a production demo run on the outbox instead of a real SMS provider. */
  SMS_OUTBOX_IN_PRODUCTION: z.enum(['allow', 'refuse']).default('refuse'),
  /** SMTP for e-mail (staff password resets, and later invoices and reminders), e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of every e-mail. */
  EMAIL_FROM: z.string().default('ServiceBay <no-reply@servicebay.example>'),
  /** `allow` lets a production demo run on the outbox instead of SMTP (reset links are then not kept). */
  EMAIL_OUTBOX_IN_PRODUCTION: z.enum(['allow', 'refuse']).default('refuse'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections each API process opens to DATABASE_URL's server; unset, `poolSize()` of db/client.ts. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The operator's key for the import routes (the CLI sends it); unset, one is generated into DATA_DIR/operator.key. */
  OPERATOR_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TEST_OTP_NUMBERS: ZTestOtpNumbers,
  /** Unset: `info` without a line per request; naming info, debug or trace adds them. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Firebase Cloud Messaging: pushes go to the customers' devices when all three are set (a service account's fields); else to the outbox. */
  FCM_PROJECT_ID: z.string().optional(),
  FCM_CLIENT_EMAIL: z.string().optional(),
  FCM_PRIVATE_KEY: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Razorpay's API keys: set, advances are paid through Razorpay; unset, through the built-in test gateway. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret of the Razorpay webhook (payment.captured), so a payment whose app never called back still counts. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** `allow` lets a production demo take payments on the test gateway, where no money moves. */
  PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: z.enum(['allow', 'refuse']).default('refuse'),
  /** A Nominatim-compatible geocoder; unset uses the bundled gazetteer. */
  GEOCODER_URL: z.string().url().optional(),
  /** Map tiles for the address map; empty turns tiles off (the map still works, plain). */
  /**
   * Each brand's public address where its row names none, `{brand}` standing for its slug: links in
   * e-mail and SMS (a staff password reset) start with it, never with a request's Host header.
   * Unset: http://{brand}.localhost:PORT, this machine's development address.
   */
  PUBLIC_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^/?#]*\{brand\}[^/?#]*(\/[^?#]*)?$/, 'must be an http(s) address with {brand} in its host name, e.g. https://{brand}.servicebay.app')
    .optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Abuse limits (packages/domain abuse-limits.ts); unset: the production figures, or generous ones under NODE_ENV=test. */
  OTP_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  OTP_SENDS_PER_BRAND_PER_HOUR: z.coerce.number().int().min(1).optional(),
  GUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  /** Staff sign-in failures and password-reset requests one address may make per STAFF_LOCK_MINUTES. */
  STAFF_FAILED_SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  STAFF_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  CUSTOMER_DOCUMENTS_MAX: z.coerce.number().int().min(1).optional(),
  CUSTOMER_DOCUMENT_BYTES_MAX: z.coerce.number().int().min(1).optional(),
  /** Where the built front ends live; the defaults fit the repository layout. */
  CUSTOMER_DIST: z.string().optional(),
  WORKSHOP_DIST: z.string().optional(),
});

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Fastify's trustProxy: false, or the proxies' addresses. */
  trustProxy: false | string;
  apiDocs: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections per API process on PostgreSQL; unset, sized to the machine. */
  databasePoolSize: number | undefined;
  jwtSecret: string;
  /** OPERATOR_KEY; unset, the server generates one into DATA_DIR at start (`operatorKeyOf`). */
  operatorKey: string | undefined;
  testOtpNumbers: Map<string, string>;
  logLevel: string;
  /** A line per request (Fastify's request logging): only when LOG_LEVEL asks for info or more. */
  logsRequests: boolean;
  sms: { provider: 'outbox'; keepCodes: boolean } | { provider: 'twilio'; accountSid: string; authToken: string; from: string };
  email: { provider: 'outbox'; keepLinks: boolean } | { provider: 'smtp'; url: string; from: string };
  customerDist: string;
  /** The customer app's server renderer of its sign-in screens, built beside its dist (prerender.tsx). */
  customerPrerender: string;
  workshopDist: string;
  migrationsFolder: string;
  storage:
    | { driver: 'local'; root: string }
    | { driver: 's3'; bucket: string; region: string; endpoint: string | undefined; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
  payments: { provider: 'test' } | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | undefined };
  push: { provider: 'outbox' } | { provider: 'fcm'; projectId: string; clientEmail: string; privateKey: string };
  geocoderUrl: string | undefined;
  /** PUBLIC_URL_TEMPLATE, or the development address on PORT. */
  publicUrlTemplate: string;
  mapTileUrl: string;
  jobsIntervalSeconds: number;
  limits: AbuseLimits;
};

/** Per hour; tests and the e2e journeys sign in many numbers from one address. */
export type AbuseLimits = {
  otpSendsPerAddress: number;
  otpSendsPerBrand: number;
  guestsPerAddress: number;
  staffFailedSignInsPerAddress: number;
  staffResetsPerAddress: number;
  storageQuota: StorageQuota;
};
const GENEROUS_FOR_TESTS = 100_000;

export class ConfigError extends Error {}

// This file sits one level below apps/api both as source (src/) and bundled (dist/).
const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');

/** Production starts only with what makes it safe, and says what is missing. */
function refuseUnsafeProduction(e: z.infer<typeof ZEnv>) {
  if (e.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  if (!e.JWT_SECRET) missing.push('  JWT_SECRET: production needs its own secret (at least 32 characters), not one generated into DATA_DIR');
  if (e.SMS_PROVIDER === 'outbox' && e.SMS_OUTBOX_IN_PRODUCTION !== 'allow') {
    missing.push('  SMS_PROVIDER: production sends codes through a real provider (twilio); SMS_OUTBOX_IN_PRODUCTION=allow runs a demo on the outbox');
  }
  if (!e.SMTP_URL && e.EMAIL_OUTBOX_IN_PRODUCTION !== 'allow') {
    missing.push('  SMTP_URL: production sends e-mail (staff password resets) through SMTP; EMAIL_OUTBOX_IN_PRODUCTION=allow runs a demo on the outbox');
  }
  if (!e.RAZORPAY_KEY_ID && e.PAYMENTS_TEST_GATEWAY_IN_PRODUCTION !== 'allow') {
    missing.push(
      '  RAZORPAY_KEY_ID: production takes payments through Razorpay (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET); PAYMENTS_TEST_GATEWAY_IN_PRODUCTION=allow runs a demo on the test gateway',
    );
  }
  if (missing.length) throw new ConfigError(`Refusing to start in production:\n${missing.join('\n')}`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  for (const number of e.TEST_OTP_NUMBERS.keys()) {
    const country = ['+966', '+971', '+973', '+91'].find((c) => number.startsWith(c)) ?? '';
    if (!checkMobileNumber(country, number.slice(country.length)).ok) {
      throw new ConfigError(`Invalid configuration:\n  TEST_OTP_NUMBERS: ${number} is not a valid mobile number`);
    }
  }
  if (e.SMS_PROVIDER === 'twilio' && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)) {
    throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together');
  }
  refuseUnsafeProduction(e);
  if (e.STORAGE_DRIVER === 's3' && !(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const isTest = e.NODE_ENV === 'test';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY.trim() === '' ? false : e.TRUST_PROXY.trim(),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    operatorKey: e.OPERATOR_KEY,
    testOtpNumbers: e.TEST_OTP_NUMBERS,
    logLevel: e.LOG_LEVEL ?? 'info',
    logsRequests: e.LOG_LEVEL === 'info' || e.LOG_LEVEL === 'debug' || e.LOG_LEVEL === 'trace',
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? { provider: 'twilio', accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.TWILIO_FROM! }
        : { provider: 'outbox', keepCodes: e.NODE_ENV !== 'production' },
    email: e.SMTP_URL ? { provider: 'smtp', url: e.SMTP_URL, from: e.EMAIL_FROM } : { provider: 'outbox', keepLinks: e.NODE_ENV !== 'production' },
    customerDist: path.resolve(e.CUSTOMER_DIST ?? path.join(repoRoot, 'apps/customer/dist')),
    customerPrerender: path.join(path.dirname(path.resolve(e.CUSTOMER_DIST ?? path.join(repoRoot, 'apps/customer/dist'))), 'dist-server', 'prerender.js'),
    workshopDist: path.resolve(e.WORKSHOP_DIST ?? path.join(repoRoot, 'apps/workshop/dist')),
    migrationsFolder: path.join(apiRoot, 'drizzle'),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { driver: 'local', root: path.join(dataDir, 'files') },
    payments: e.RAZORPAY_KEY_ID
      ? { provider: 'razorpay', keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET!, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
      : { provider: 'test' },
    push:
      e.FCM_PROJECT_ID && e.FCM_CLIENT_EMAIL && e.FCM_PRIVATE_KEY
        ? // A key pasted into one environment line keeps its line breaks as \n.
          { provider: 'fcm', projectId: e.FCM_PROJECT_ID, clientEmail: e.FCM_CLIENT_EMAIL, privateKey: e.FCM_PRIVATE_KEY.replace(/\\n/g, '\n') }
        : { provider: 'outbox' },
    geocoderUrl: e.GEOCODER_URL,
    publicUrlTemplate: e.PUBLIC_URL_TEMPLATE ?? `http://{brand}.localhost:${e.PORT}`,
    mapTileUrl: e.MAP_TILE_URL,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    limits: {
      otpSendsPerAddress: e.OTP_SENDS_PER_ADDRESS_PER_HOUR ?? (isTest ? GENEROUS_FOR_TESTS : OTP_SENDS_PER_ADDRESS_PER_HOUR),
      otpSendsPerBrand: e.OTP_SENDS_PER_BRAND_PER_HOUR ?? (isTest ? GENEROUS_FOR_TESTS : OTP_SENDS_PER_BRAND_PER_HOUR),
      guestsPerAddress: e.GUESTS_PER_ADDRESS_PER_HOUR ?? (isTest ? GENEROUS_FOR_TESTS : GUESTS_PER_ADDRESS_PER_HOUR),
      staffFailedSignInsPerAddress: e.STAFF_FAILED_SIGN_INS_PER_ADDRESS ?? (isTest ? GENEROUS_FOR_TESTS : STAFF_FAILED_SIGN_INS_PER_ADDRESS),
      staffResetsPerAddress: e.STAFF_RESETS_PER_ADDRESS ?? (isTest ? GENEROUS_FOR_TESTS : STAFF_RESETS_PER_ADDRESS),
      storageQuota: {
        documents: e.CUSTOMER_DOCUMENTS_MAX ?? DEFAULT_STORAGE_QUOTA.documents,
        bytes: e.CUSTOMER_DOCUMENT_BYTES_MAX ?? DEFAULT_STORAGE_QUOTA.bytes,
      },
    },
  };
}

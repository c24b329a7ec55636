import type { Config } from '../config';
import type { Database } from '../db/client';
import { createAccessTokens } from '../platform/auth/access-token';
import { createOperatorKey, operatorKeyOf } from '../platform/auth/operator-key';
import { createCustomerAnswers } from '../platform/customer-answers';
import { createOutboxEmailSender, createSmtpEmailSender } from '../platform/email/email-sender';
import { createGazetteerGeocoder } from '../platform/geo/gazetteer-geocoder';
import { createNominatimGeocoder } from '../platform/geo/nominatim-geocoder';
import { createJobQueue } from '../platform/jobs/jobs';
import { createPdfRenderer } from '../platform/pdf/typst-pdf-renderer';
import { createRazorpayGateway } from '../platform/payments/razorpay-gateway';
import { createTestGateway } from '../platform/payments/test-gateway';
import { createFcmPushSender, createOutboxPushSender } from '../platform/push/push-sender';
import { createRateLimits } from '../platform/rate-limits/rate-limits';
import { createOutboxSmsSender, createTwilioSmsSender, type SmsSender } from '../platform/sms/sms-sender';
import { createS3Storage, type S3Options } from '../platform/storage/s3-storage';
import { createLocalStorage } from '../platform/storage/storage';

export type CompositionOptions = {
  config: Config;
  database: Database;
  /** Tests move the clock to check expiry rules. */
  now?: () => Date;
  sms?: SmsSender;
};

/** The adapters of ARCHITECTURE.md section 5, each chosen by configuration. */
export function composePlatform({ config, database, now = () => new Date(), sms }: CompositionOptions) {
  const db = database.db;
  const localStorage = config.storage.driver === 'local' ? createLocalStorage({ root: config.storage.root, secret: config.jwtSecret, now }) : null;
  return {
    db,
    config,
    now,
    tokens: createAccessTokens(config.jwtSecret, now),
    operatorKey: createOperatorKey(operatorKeyOf(config)),
    sms: sms ?? (config.sms.provider === 'twilio' ? createTwilioSmsSender(db, config.sms) : createOutboxSmsSender(db, config.sms)),
    email: config.email.provider === 'smtp' ? createSmtpEmailSender(db, config.email) : createOutboxEmailSender(db, config.email),
    localStorage,
    storage: localStorage ?? createS3Storage(config.storage as S3Options),
    payments: config.payments.provider === 'razorpay' ? createRazorpayGateway(config.payments) : createTestGateway(db, config.jwtSecret),
    push: config.push.provider === 'fcm' ? createFcmPushSender(config.push) : createOutboxPushSender(db),
    // One renderer everywhere: prints are laid out on this machine, with the fonts the project ships.
    pdf: createPdfRenderer(),
    geo: config.geocoderUrl ? createNominatimGeocoder({ baseUrl: config.geocoderUrl, userAgent: 'ServiceBay/0.1' }) : createGazetteerGeocoder(),
    jobs: createJobQueue(db, now),
    customerAnswers: createCustomerAnswers(),
    rateLimits: createRateLimits(db, now),
  };
}

export type Platform = ReturnType<typeof composePlatform>;

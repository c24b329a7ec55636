import type { Config } from './config';
import type { Database } from './db/client';
import { createAccessTokens } from './platform/auth/access-token';
import { createOperatorKey, operatorKeyOf } from './platform/auth/operator-key';
import { createCustomerAnswers } from './platform/customer-answers';
import { createGazetteerGeocoder } from './platform/geo/gazetteer-geocoder';
import { createNominatimGeocoder } from './platform/geo/nominatim-geocoder';
import { createJobQueue } from './platform/jobs/jobs';
import { createRateLimits } from './platform/rate-limits/rate-limits';
import type { ServerModule } from './platform/server-module';
import { createRazorpayGateway } from './platform/payments/razorpay-gateway';
import { createTestGateway } from './platform/payments/test-gateway';
import { createFcmPushSender, createOutboxPushSender } from './platform/push/push-sender';
import { createOutboxEmailSender, createSmtpEmailSender } from './platform/email/email-sender';
import { createOutboxSmsSender, createTwilioSmsSender, type SmsSender } from './platform/sms/sms-sender';
import { createS3Storage, type S3Options } from './platform/storage/s3-storage';
import { createLocalStorage } from './platform/storage/storage';
import { createAccountModule, type AccountService } from './modules/account';
import { createAddressesModule } from './modules/addresses';
import { createBookingQueries, createBookingsModule } from './modules/bookings';
import { createBrandsModule } from './modules/brands';
import { createCartModule } from './modules/cart';
import { createPaymentsModule } from './modules/payments';
import { createEngagementModule } from './modules/engagement';
import { createCatalogModule } from './modules/catalog';
import { devModule } from './modules/dev';
import { createGarageModule } from './modules/garage';
import { healthModule } from './modules/health';
import { createCustomersModule } from './modules/customers';
import { createIdentityModule } from './modules/identity';
import { createJobCardsModule } from './modules/job-cards';
import { createPlacesModule } from './modules/places';
import { createProfileModule } from './modules/profile';
import { createStaffModule } from './modules/staff';
import { createWorkshopsModule } from './modules/workshops';

export type CompositionOptions = {
  config: Config;
  database: Database;
  /** Tests move the clock to check expiry rules. */
  now?: () => Date;
  sms?: SmsSender;
};

/** The adapters of ARCHITECTURE.md section 5, each chosen by configuration. */
function composePlatform({ config, database, now = () => new Date(), sms }: CompositionOptions) {
  const db = database.db;
  const localStorage = config.storage.driver === 'local' ? createLocalStorage({ root: config.storage.root, secret: config.jwtSecret, now }) : null;
  return {
    now,
    tokens: createAccessTokens(config.jwtSecret, now),
    operatorKey: createOperatorKey(operatorKeyOf(config)),
    sms: sms ?? (config.sms.provider === 'twilio' ? createTwilioSmsSender(db, config.sms) : createOutboxSmsSender(db, config.sms)),
    email: config.email.provider === 'smtp' ? createSmtpEmailSender(db, config.email) : createOutboxEmailSender(db, config.email),
    localStorage,
    storage: localStorage ?? createS3Storage(config.storage as S3Options),
    payments: config.payments.provider === 'razorpay' ? createRazorpayGateway(config.payments) : createTestGateway(db, config.jwtSecret),
    push: config.push.provider === 'fcm' ? createFcmPushSender(config.push) : createOutboxPushSender(db),
    geo: config.geocoderUrl ? createNominatimGeocoder({ baseUrl: config.geocoderUrl, userAgent: 'ServiceBay/0.1' }) : createGazetteerGeocoder(),
    jobs: createJobQueue(db, now),
    customerAnswers: createCustomerAnswers(),
    rateLimits: createRateLimits(db, now),
  };
}

/**
 * The composition root: every module built once with what it needs, in dependency order. A new
 * module adds its line here and its entry to `modules`; the app registers the rest the same way.
 */
export function composeServer(options: CompositionOptions) {
  const { config, database } = options;
  const db = database.db;
  const {
    now,
    tokens,
    operatorKey,
    sms,
    email,
    localStorage,
    storage,
    payments: paymentGateway,
    push,
    geo,
    jobs,
    customerAnswers,
    rateLimits,
  } = composePlatform(options);

  // The account module needs every module's customer data, and identity's sign-in needs the
  // account module's guest merge: the hook reaches it once both exist.
  let account: AccountService | null = null;
  const brands = createBrandsModule(db, { mapTileUrl: config.mapTileUrl });
  const identity = createIdentityModule({
    db,
    sms,
    tokens,
    secret: config.jwtSecret,
    testNumbers: config.testOtpNumbers,
    now,
    guestJoinsAccount: (join, tx) => account!.guestJoinsAccount(join, tx),
    rateLimits,
    limits: config.limits,
  });
  const { customers } = identity.services;
  const bookings = createBookingQueries(db);
  // The workshops module asks the menu a service's vehicle type, and the menu asks which vehicle types a workshop takes.
  const catalog = createCatalogModule({ db, jobs, now, brandBySlug: brands.services.brands.bySlug, workshops: () => workshops.services.workshops });
  const garage = createGarageModule({ db, customers, bookings, catalog: catalog.services.catalog, storage, storageQuota: config.limits.storageQuota });
  const addresses = createAddressesModule({ db, customers });
  const workshops = createWorkshopsModule({
    db,
    storage,
    vehicleTypeOfService: catalog.services.serviceMenu.vehicleTypeOf,
    brandBySlug: brands.services.brands.bySlug,
  });
  const profile = createProfileModule({
    db,
    customers,
    vehicles: garage.services.vehicles,
    addresses: addresses.services.addresses,
    storage,
    isBrandWorkshop: async (brand, workshopId) => (await workshops.services.workshops.position(brand, workshopId)) !== null,
  });
  const places = createPlacesModule(geo, rateLimits);
  const cart = createCartModule({
    db,
    now,
    customers,
    ...catalog.services,
    vehicles: garage.services.vehicles,
    addresses: addresses.services.addresses,
    brands: brands.services.brands,
    workshops: workshops.services.workshops,
    storage,
  });

  const engagement = createEngagementModule({ db, now, customers, jobs, push });
  const bookingsModule = createBookingsModule({
    db,
    now,
    storage,
    workshops: workshops.services.workshops,
    customers,
    vehicles: garage.services.vehicles,
    cart: cart.services.cart,
    // The payments module is built next, on the bookings it collects for.
    paymentsOf: (bookingIds) => payments.services.payments.ofBookings(bookingIds),
    notify: engagement.services.notifications.notify,
    settleReferral: engagement.services.referrals.settle,
    // The job-cards module is built below, on the bookings it opens cards from.
    cancelJobCard: (brandId, bookingId, remarks, tx) => jobCards.services.bookingsInbox.cancelForBooking(brandId, bookingId, remarks, tx),
  });
  const payments = createPaymentsModule({ db, now, gateway: paymentGateway, estimateToPay: bookingsModule.services.bookings.estimateToPay });
  const staff = createStaffModule({
    db,
    tokens,
    otp: identity.services.otp,
    email,
    now,
    openWorkshop: workshops.services.workshops.open,
    workshopNames: workshops.services.workshops.names,
  });
  const workshopCustomers = createCustomersModule({ db, people: customers, vehicles: garage.services.vehicles });
  const jobCards = createJobCardsModule({
    db,
    storage,
    now,
    workshopBookings: bookingsModule.services.workshopBookings,
    vehicles: garage.services.vehicles,
    recordBookingStep: bookingsModule.services.recordBookingStep,
    staffDirectory: staff.services.staffDirectory,
    workshopTimeZone: async (brand, workshopId) => (await workshops.services.workshops.calendar(brand, workshopId))?.timeZone ?? 'UTC',
    adoptCustomer: (...args) => workshopCustomers.services.workshopCustomers.adopt(...args),
    customerContact: (scope, customerId) => workshopCustomers.services.workshopCustomers.contactOf(scope, customerId),
  });

  const modules: ServerModule[] = [
    healthModule,
    brands.module,
    identity.module,
    catalog.module,
    profile.module,
    garage.module,
    addresses.module,
    places.module,
    workshops.module,
    cart.module,
    bookingsModule.module,
    payments.module,
    engagement.module,
    staff.module,
    jobCards.module,
    workshopCustomers.module,
  ];
  const accountModule = createAccountModule({ db, customers, jobs, storage, now, parts: modules.flatMap((m) => (m.customerData ? [m.customerData] : [])) });
  account = accountModule.services.account;
  modules.push(accountModule.module);
  if (config.nodeEnv !== 'production') modules.push(devModule);

  const services = {
    tokens,
    operatorKey,
    jobs,
    localStorage,
    customerAnswers,
    ...brands.services,
    ...identity.services,
    ...catalog.services,
    ...garage.services,
    ...addresses.services,
    ...profile.services,
    ...places.services,
    ...workshops.services,
    ...cart.services,
    ...bookingsModule.services,
    ...payments.services,
    ...engagement.services,
    ...staff.services,
    ...jobCards.services,
    ...workshopCustomers.services,
    ...accountModule.services,
  };
  return { services, modules };
}

export type Services = ReturnType<typeof composeServer>['services'];

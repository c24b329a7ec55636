import { createAddressesModule } from '../modules/addresses';
import { createBookingsModule } from '../modules/bookings';
import { createBrandsModule } from '../modules/brands';
import { createCartModule } from '../modules/cart';
import { createCatalogModule } from '../modules/catalog';
import { createEngagementModule } from '../modules/engagement';
import { createGarageModule } from '../modules/garage';
import { createIdentityModule } from '../modules/identity';
import { createPublishedPrices } from '../modules/labour';
import { createPaymentsModule } from '../modules/payments';
import { createPlacesModule } from '../modules/places';
import { createProfileModule } from '../modules/profile';
import { createWorkshopsModule } from '../modules/workshops';
import type { Platform } from './platform';

/**
 * The customer's half of the server (ARCHITECTURE.md section 2): every module built once with what
 * it needs, in dependency order, then each hook subscribed. A module reaches only the modules built
 * before it; what it needs to hear from a later one comes through that module's hooks.
 */
export function composeCustomerSide(platform: Platform) {
  const { db, config, now, sms, tokens, storage, payments: gateway, push, geo, jobs, customerAnswers, rateLimits } = platform;

  const brands = createBrandsModule(db, { mapTileUrl: config.mapTileUrl, publicUrlTemplate: config.publicUrlTemplate });
  const identity = createIdentityModule({
    db,
    sms,
    tokens,
    secret: config.jwtSecret,
    testNumbers: config.testOtpNumbers,
    now,
    rateLimits,
    limits: config.limits,
    isProduction: config.nodeEnv === 'production',
  });
  const { customers } = identity.services;
  const workshops = createWorkshopsModule({ db, storage, brandBySlug: brands.services.brands.bySlug });
  // A published workshop's own prices (the labour module's online catalogue) are read by the menu; the labour module itself is the workshop side's.
  const catalog = createCatalogModule({
    db,
    jobs,
    now,
    brandBySlug: brands.services.brands.bySlug,
    workshops: workshops.services.workshops,
    workshopPrices: createPublishedPrices(db),
  });
  const garage = createGarageModule({
    db,
    customers,
    catalog: catalog.services.catalog,
    storage,
    storageQuota: config.limits.storageQuota,
    customerAnswers,
  });
  const addresses = createAddressesModule({ db, customers });
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
    customerAnswers,
  });
  const engagement = createEngagementModule({ db, now, customers, jobs, push });
  const payments = createPaymentsModule({ db, now, gateway, jobs });
  const bookings = createBookingsModule({
    db,
    now,
    storage,
    customerAnswers,
    workshops: workshops.services.workshops,
    customers,
    vehicles: garage.services.vehicles,
    cart: cart.services.cart,
    payments: payments.services.payments,
    refunds: payments.services.refunds,
    notify: engagement.services.notifications.notify,
    brands: brands.services.brands.all,
  });

  // A vehicle a booking still holds is not deleted, and one any booking names survives an erasure.
  garage.hooks.vehiclesInUse.subscribe(bookings.services.bookedVehicles);
  // A referee's first completed booking earns the referrer's points (customer spec section 9).
  bookings.hooks.bookingCompleted.subscribe(engagement.services.referrals.settle);
  // A cancelled booking's paid advance is refunded in the cancel's transaction; a payment that lands
  // on a booking already cancelled (its slot given back) is refunded rather than booking it again.
  bookings.hooks.bookingCancelled.subscribe(payments.services.refunds.refundBooking);
  payments.hooks.paymentTaken.subscribe(bookings.services.bookingLife.wantsPayment);

  return {
    modules: { brands, identity, workshops, catalog, garage, addresses, profile, places, cart, engagement, payments, bookings },
    services: {
      ...brands.services,
      ...identity.services,
      ...catalog.services,
      ...garage.services,
      ...addresses.services,
      ...profile.services,
      ...places.services,
      ...workshops.services,
      ...cart.services,
      ...bookings.services,
      ...payments.services,
      ...engagement.services,
    },
  };
}

export type CustomerSide = ReturnType<typeof composeCustomerSide>;

/** Every table, for Drizzle's relational queries and drizzle-kit. */
export * from '../modules/brands/brands.tables';
export * from '../modules/identity/identity.tables';
export * from '../platform/sms/outbox.tables';
export * from '../modules/garage/garage.tables';
export * from '../modules/addresses/addresses.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/bookings/bookings.tables';
export * from '../modules/bookings/slots.tables';
export * from '../platform/jobs/jobs.tables';
export * from '../platform/events/events.tables';
export * from '../platform/rate-limits/rate-limits.tables';
export * from '../modules/catalog/services/service-menu.tables';
export * from '../modules/catalog/offers/offers.tables';
export * from '../modules/catalog/body-panel/body-panel.tables';
export * from '../modules/workshops/workshops.tables';
export * from '../modules/cart/cart.tables';

import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { customerOwned } from '../identity/identity.tables';

/** A customer's address (users/{uid}/addresses/{id}); latitude and longitude are strings as in the spec. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    ...customerOwned(),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull(),
    addressline1: text('addressline1').notNull(),
    landmark: text('landmark').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_brand_user_idx').on(t.brandId, t.userId),
    // Home and Work once per customer; Other any number of times.
    uniqueIndex('addresses_user_type_key')
      .on(t.userId, t.addressType)
      .where(sql`${t.addressType} <> 'Other'`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;

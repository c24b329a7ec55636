import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WORKSHOP_CUSTOMER_TYPES, type TCustomerAddress } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * A workshop's customer (workshop spec section 3): the customer app's person (`users`, matched by
 * brand and mobile number, so a walk-in who later signs in to the app is the same record), with
 * what this workshop keeps of them. The name and contact are the workshop's own copy, searched on
 * the customers screen; the app's profile stays the customer's to change.
 */
export const workshopCustomers = pgTable(
  'workshop_customers',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** E.164. */
    mobileNumber: text('mobile_number'),
    alternativeMobileNumber: text('alternative_mobile_number'),
    email: text('email'),
    gender: text('gender', { enum: ['Male', 'Female'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    anniversaryDate: date('anniversary_date', { mode: 'string' }),
    customerType: text('customer_type', { enum: WORKSHOP_CUSTOMER_TYPES }).notNull().default('individual'),
    fleetName: text('fleet_name'),
    companyName: text('company_name'),
    groupTaxNumber: text('group_tax_number'),
    gstStateCode: text('gst_state_code'),
    address: jsonb('address').$type<TCustomerAddress>().notNull().default({}),
    creditLimitMinor: bigint('credit_limit_minor', { mode: 'number' }),
    creditDays: integer('credit_days'),
    usedCreditMinor: bigint('used_credit_minor', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workshop_customers_one_per_person').on(t.workshopId, t.userId),
    index('workshop_customers_by_name').on(t.workshopId, sql`lower(${t.name})`),
    index('workshop_customers_by_mobile').on(t.workshopId, t.mobileNumber),
    check(
      'workshop_customers_credit',
      sql`(${t.creditLimitMinor} is null or ${t.creditLimitMinor} >= 0) and ${t.usedCreditMinor} >= 0 and (${t.creditDays} is null or ${t.creditDays} between 0 and 365)`,
    ),
    check('workshop_customers_anniversary', sql`${t.anniversaryDate} is null or ${t.dateOfBirth} is null or ${t.anniversaryDate} > ${t.dateOfBirth}`),
  ],
);

export type WorkshopCustomerRow = typeof workshopCustomers.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { bookings } from '../bookings/bookings.tables';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';

export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;

/** Why the gateway says a payment failed (customer spec section 7's failure callback). */
export type PaymentFailure = { code: string | null; description: string | null; reason: string | null; field: string | null };

/**
 * An order to collect a booking's advance at the gateway, in minor units of the brand's currency.
 * Paid once: the payment's id is kept, and a replayed callback finds it already there.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['test', 'razorpay'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull().default('created'),
    paymentId: text('payment_id'),
    failure: jsonb('failure').$type<PaymentFailure>(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order').on(t.gatewayOrderId),
    uniqueIndex('payment_orders_payment').on(t.paymentId),
    index('payment_orders_booking_idx').on(t.bookingId, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

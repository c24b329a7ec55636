import { sql } from 'drizzle-orm';
import { PAYMENT_PURPOSES } from '@servicebay/domain';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { bookings } from '../bookings/bookings.tables';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';

export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;

/** Why the gateway says a payment failed (customer spec section 7's failure callback). */
export type PaymentFailure = { code: string | null; description: string | null; reason: string | null; field: string | null };

/**
 * An order to collect a booking's advance, or its job card's balance once invoiced (its purpose), at
 * the gateway, in minor units of the brand's currency. Paid once: the payment's id is kept, and a
 * replayed callback or webhook finds it already there.
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
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('advance'),
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

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * The return of a paid advance through the gateway that took it, when its booking is cancelled.
 * One per payment order (the unique index is the idempotency key the gateway is also given), so a
 * repeated cancel or a replayed webhook finds the refund already there.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['test', 'razorpay'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_order').on(t.paymentOrderId),
    uniqueIndex('payment_refunds_gateway_refund').on(t.gatewayRefundId),
    index('payment_refunds_booking_idx').on(t.bookingId),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

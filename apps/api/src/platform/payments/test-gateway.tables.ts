import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** The built-in test gateway's own record of the payments its checkout page took (as Razorpay keeps its own). */
export const testGatewayPayments = pgTable('test_gateway_payments', {
  paymentId: text('payment_id').primaryKey(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

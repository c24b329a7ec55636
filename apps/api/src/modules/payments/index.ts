import type { Db } from '../../db/client';
import { createHook, type Hook } from '../../platform/hooks';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { TestGateway } from '../../platform/payments/test-gateway';
import type { ServerModule } from '../../platform/server-module';
import { gatewayWebhookRoutes } from './gateway-webhook.routes';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService, type OrderPaid, type PaymentTaken } from './payments.service';
import { createRefundsRepository } from './refunds.repository';
import { createRefundsService } from './refunds.service';
import { testCheckoutRoutes } from './test-checkout.routes';

/** The payments module's public face. */
export type { BookingPayment, OrderPaid, PaymentAsked, PaymentsService, PaymentTaken } from './payments.service';
export type { BookingRefund, RefundsService } from './refunds.service';

type Deps = { db: Db; now: () => Date; gateway: PaymentGateway | TestGateway; jobs: Pick<JobQueue, 'enqueue' | 'wake'> };

const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => gateway.name === 'test';

/**
 * Payments through the configured gateway: orders for what another module asks to be paid (a
 * booking's advance), their checkout's callback and the gateway's webhook; the test gateway brings
 * its checkout page. Paid advances are refunded when what they paid for is called off (the
 * bookings module's cancel hook, subscribed at the composition root). It knows nothing of what is
 * paid for: its hook `paymentTaken` asks whoever listens whether a payment is still wanted, and
 * `orderPaid` tells them of each order paid (billing records a balance paid online).
 */
export function createPaymentsModule({ db, now, gateway, jobs }: Deps) {
  const refunds = createRefundsService({ db, now, gateway, jobs, repository: createRefundsRepository(db) });
  const paymentTaken = createHook<PaymentTaken, boolean>();
  const orderPaid = createHook<OrderPaid>();
  const payments = createPaymentsService({ db, now, gateway, repository: createPaymentsRepository(db), refunds, paymentTaken, orderPaid });
  const routes = [
    paymentsRoutes(payments),
    gatewayWebhookRoutes(gateway, payments, refunds),
    ...(isTestGateway(gateway) ? [testCheckoutRoutes(gateway, payments)] : []),
  ];
  const module: ServerModule = { name: 'payments', routes, jobs: refunds.jobs };
  const hooks: { paymentTaken: Hook<PaymentTaken, boolean>; orderPaid: Hook<OrderPaid> } = { paymentTaken, orderPaid };
  return { services: { payments, refunds }, hooks, module };
}

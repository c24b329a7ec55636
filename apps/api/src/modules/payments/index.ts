import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { TestGateway } from '../../platform/payments/test-gateway';
import type { ServerModule } from '../../platform/server-module';
import { gatewayWebhookRoutes } from './gateway-webhook.routes';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { testCheckoutRoutes } from './test-checkout.routes';

/** The payments module's public face. */
export type { BookingPayment, PaymentAsked, PaymentsService } from './payments.service';

type Deps = { db: Db; now: () => Date; gateway: PaymentGateway | TestGateway };

const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => gateway.name === 'test';

/**
 * Payments through the configured gateway: orders for what another module asks to be paid (a
 * booking's advance), their checkout's callback and the gateway's webhook; the test gateway brings
 * its checkout page. It knows nothing of what is paid for.
 */
export function createPaymentsModule({ db, now, gateway }: Deps) {
  const payments = createPaymentsService({ db, now, gateway, repository: createPaymentsRepository(db) });
  const routes = [
    paymentsRoutes(payments),
    gatewayWebhookRoutes(gateway, payments),
    ...(isTestGateway(gateway) ? [testCheckoutRoutes(gateway, payments)] : []),
  ];
  const module: ServerModule = { name: 'payments', routes };
  return { services: { payments }, module };
}

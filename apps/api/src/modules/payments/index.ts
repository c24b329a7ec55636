import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { TestGateway } from '../../platform/payments/test-gateway';
import type { ServerModule } from '../../platform/server-module';
import type { BookingsService } from '../bookings';
import { gatewayWebhookRoutes } from './gateway-webhook.routes';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { testCheckoutRoutes } from './test-checkout.routes';

/** The payments module's public face. */
export type { PaymentsService } from './payments.service';

type Deps = { db: Db; now: () => Date; gateway: PaymentGateway | TestGateway; estimateToPay: BookingsService['estimateToPay'] };

const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => gateway.name === 'test';

/** A booking's advance payment through the configured gateway; the test gateway brings its checkout page. */
export function createPaymentsModule({ db, now, gateway, estimateToPay }: Deps) {
  const payments = createPaymentsService({ db, now, gateway, repository: createPaymentsRepository(db), estimateToPay });
  const routes = [paymentsRoutes, gatewayWebhookRoutes(gateway), ...(isTestGateway(gateway) ? [testCheckoutRoutes(gateway)] : [])];
  const module: ServerModule = { name: 'payments', routes };
  return { services: { payments }, module };
}

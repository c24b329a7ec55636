import type { TPaymentOrder } from '@servicebay/domain';
import type { FastifyInstance } from 'fastify';
import { onBrand } from './build-test-app';

/**
 * The test gateway's checkout page answering `outcome` for an order: where it sends the browser
 * back, as the query the app then posts to the payment callback.
 */
export async function testCheckout(app: FastifyInstance, brand: string, order: TPaymentOrder, outcome: 'success' | 'failure' | 'cancel') {
  const answer = await onBrand(
    app,
    brand,
  )({
    method: 'POST',
    url: order.checkoutUrl!,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (answer.statusCode !== 303) throw new Error(`checkout failed: ${answer.statusCode} ${answer.body}`);
  const back = new URL(answer.headers.location!, 'http://app.invalid');
  return Object.fromEntries([...back.searchParams].filter(([name]) => name !== 'payment'));
}

type Shopper = {
  order: () => Promise<{ statusCode: number; json: () => { data: unknown } }>;
  callback: (query: Record<string, string>) => Promise<{ statusCode: number; body: string }>;
};

/** The shopper's booking paid through the test gateway; answers the order it paid. */
export async function payThroughTestGateway(app: FastifyInstance, brand: string, shopper: Shopper): Promise<TPaymentOrder> {
  const order = (await shopper.order()).json().data as TPaymentOrder;
  const paid = await shopper.callback(await testCheckout(app, brand, order, 'success'));
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return order;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatMoney, minor, PAYMENT_CANCELLED_CODE, ZFailure, type TCurrency } from '@servicebay/domain';
import { z } from 'zod';
import { bytesResponses } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { PUBLIC_ROUTE } from '../../platform/http/route-kit';
import type { TestGateway } from '../../platform/payments/test-gateway';
import type { PaymentsService } from './payments.service';
import { escapeHtml } from '../../platform/html-text';

const ZCheckoutParams = z.object({ gatewayOrderId: z.string().regex(/^order_test_[\w-]{10,40}$/, { message: 'Record Not Found' }) });
const OUTCOMES = ['success', 'failure', 'cancel'] as const;
const CHECKOUT_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The built-in test gateway's checkout (development and tests; absent with a real gateway): a page
 * where the payer chooses success, failure or cancel, as a card network would decide. It then
 * sends the browser back to the booking with what a real checkout hands the app, and the app
 * posts that to the callback, which believes it only if the signature checks out.
 */
export function testCheckoutRoutes(gateway: TestGateway, payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    // The page is the brand's (its host), and an order is taken once.
    const orderOf = async (brandId: string, gatewayOrderId: string) => {
      const order = await payments.orderForCheckout(gatewayOrderId);
      if (!order || order.brandId !== brandId || order.status === 'paid') throw new AppError('resource/not-found');
      return order;
    };
    // The page's form posts as browsers do; this plugin alone reads that.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get(
      '/payments/test-checkout/:gatewayOrderId',
      {
        ...PUBLIC_ROUTE,
        schema: { tags: ['payments'], summary: 'The test gateway’s checkout page', params: ZCheckoutParams, response: bytesResponses('text/html', 'The page') },
      },
      async (request, reply) => {
        const order = await orderOf(request.brand.id, request.params.gatewayOrderId);
        const amount = formatMoney({ amount: minor(order.amountMinor), currency: order.currency as TCurrency }, 'en');
        const button = (outcome: (typeof OUTCOMES)[number], label: string, colour: string) =>
          `<button name="outcome" value="${outcome}" style="background:${colour}">${label}</button>`;
        // A page, not an API answer: its own policy lets its inline styles and its form work.
        void reply.type('text/html; charset=utf-8').header('content-security-policy', CHECKOUT_PAGE_POLICY);
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test payment</title>
<style>*{box-sizing:border-box}body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f1f5f9}main{background:#fff;border-radius:16px;padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 8px 24px #0002}h1{font-size:20px;margin:0 0 4px}p{color:#334155;overflow-wrap:anywhere}form{display:grid;gap:12px}button{border:0;border-radius:999px;padding:14px;color:#fff;font-size:16px;font-weight:600;cursor:pointer}</style></head>
<body><main><h1>Test payment gateway</h1><p>Order ${escapeHtml(order.gatewayOrderId)}</p><p style="font-size:28px;font-weight:700;color:#0f172a">${escapeHtml(amount)}</p>
<p>No money moves here. Choose what the card network answers.</p>
<form method="post">${button('success', 'Pay successfully', '#15803d')}${button('failure', 'Fail the payment', '#b91c1c')}${button('cancel', 'Cancel', '#475569')}</form></main></body></html>`;
      },
    );

    app.post(
      '/payments/test-checkout/:gatewayOrderId',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['payments'],
          summary: 'The test gateway’s answer: back to the booking with the outcome',
          params: ZCheckoutParams,
          body: z.object({ outcome: z.enum(OUTCOMES) }),
          // Its answer is a 303 back to the booking, with no body: only the refusals have a schema to declare.
          response: { '4xx': ZFailure, '5xx': ZFailure },
        },
      },
      async (request, reply) => {
        const order = await orderOf(request.brand.id, request.params.gatewayOrderId);
        const back = new URLSearchParams({ id: order.bookingId, orderId: order.gatewayOrderId });
        if (request.body.outcome === 'success') {
          const { paymentId, signature } = await gateway.pay({
            gatewayOrderId: order.gatewayOrderId,
            amountMinor: order.amountMinor,
            currency: order.currency,
          });
          back.set('payment', 'success');
          back.set('paymentId', paymentId);
          back.set('signature', signature);
        } else if (request.body.outcome === 'failure') {
          back.set('payment', 'failed');
          back.set('code', 'BAD_REQUEST_ERROR');
          back.set('description', 'Payment failed');
          back.set('error', 'payment_failed');
          back.set('field', 'card');
        } else {
          back.set('payment', 'cancelled');
          back.set('code', PAYMENT_CANCELLED_CODE);
          back.set('description', 'Payment cancelled by the customer');
        }
        return reply.redirect(`/portal/booking_details/${order.bookingId}?${back.toString()}`, 303);
      },
    );
  };
}

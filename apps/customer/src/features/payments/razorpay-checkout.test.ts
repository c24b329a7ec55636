import { PAYMENT_CANCELLED_CODE, type TPaymentCallbackQuery, type TPaymentOrder } from '@servicebay/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRazorpayCheckout } from './razorpay-checkout';

const ORDER: TPaymentOrder = {
  bookingId: '0b6c6f1e-9a0e-4b53-8f43-2d8a1c0f7e11',
  orderId: 'order_R1',
  amount: 49_980,
  currency: 'INR',
  gateway: 'razorpay',
  key: 'rzp_test_key',
  checkoutUrl: null,
};

type Options = { handler: (answer: unknown) => void; modal: { ondismiss: () => void } } & Record<string, unknown>;

/** Razorpay's checkout as a stand-in already on the page: it records what it was opened with and lets the test answer. */
function fakeRazorpay() {
  const opened: { options: Options; failed: (answer: unknown) => void }[] = [];
  class Razorpay {
    private listener: (answer: unknown) => void = () => undefined;
    constructor(private readonly options: Options) {}
    on(_event: string, listener: (answer: unknown) => void) {
      this.listener = listener;
    }
    open() {
      opened.push({ options: this.options, failed: (answer) => this.listener(answer) });
    }
  }
  vi.stubGlobal('window', { Razorpay });
  return opened;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Razorpay’s checkout', () => {
  it('opens for the order in minor units with the brand’s name, and a payment is the one answer', async () => {
    const opened = fakeRazorpay();
    const answers: TPaymentCallbackQuery[] = [];
    await openRazorpayCheckout(ORDER, 'Deccan Car Care', (query) => answers.push(query));
    const [checkout] = opened;
    expect(checkout!.options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_R1', amount: 49_980, currency: 'INR', name: 'Deccan Car Care' });
    checkout!.options.handler({ razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: 'sig' });
    // Razorpay may still call ondismiss as it closes: nothing more is posted.
    checkout!.options.modal.ondismiss();
    expect(answers).toEqual([{ id: ORDER.bookingId, orderId: 'order_R1', paymentId: 'pay_R1', signature: 'sig' }]);
  });

  it('a failed try keeps the checkout open; closing it then tells the failure, once', async () => {
    const opened = fakeRazorpay();
    const answers: TPaymentCallbackQuery[] = [];
    await openRazorpayCheckout(ORDER, 'Deccan Car Care', (query) => answers.push(query));
    opened[0]!.failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined', reason: 'payment_failed' } });
    expect(answers).toEqual([]);
    opened[0]!.options.modal.ondismiss();
    expect(answers).toEqual([{ id: ORDER.bookingId, orderId: 'order_R1', code: 'BAD_REQUEST_ERROR', description: 'Card declined', error: 'payment_failed' }]);
  });

  it('closed without trying is a cancellation', async () => {
    const opened = fakeRazorpay();
    const answers: TPaymentCallbackQuery[] = [];
    await openRazorpayCheckout(ORDER, 'Deccan Car Care', (query) => answers.push(query));
    opened[0]!.options.modal.ondismiss();
    expect(answers).toMatchObject([{ id: ORDER.bookingId, orderId: 'order_R1', code: PAYMENT_CANCELLED_CODE }]);
  });
});

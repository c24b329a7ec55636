import type { TPaymentCallbackQuery, TPaymentOrder } from '@servicebay/domain';
import { callbackOfRazorpayDismiss, callbackOfRazorpayFailure, callbackOfRazorpaySuccess, type RazorpayFailure, type RazorpaySuccess } from './checkout-answer';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's Standard Checkout this app uses (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  handler: (answer: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};
type RazorpayCheckout = { open: () => void; on: (event: 'payment.failed', listener: (answer: RazorpayFailure) => void) => void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's script, fetched the first time a customer pays through it, never with the app. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay checkout did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // offline now, perhaps not at the next tap
    throw error;
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for the order; `onAnswer` gets the callback to post, once per checkout:
 * the payment, else (on closing) the last failure it showed, else a cancellation. A failed attempt
 * keeps the checkout open for another try, so a failure is told only when the customer gives up.
 */
export async function openRazorpayCheckout(order: TPaymentOrder, brandName: string, onAnswer: (query: TPaymentCallbackQuery) => void): Promise<void> {
  if (!order.key) throw new Error('Razorpay order without a key');
  const Razorpay = await loadRazorpay();
  let failure: RazorpayFailure | null = null;
  let isAnswered = false;
  const answer = (query: TPaymentCallbackQuery) => {
    if (isAnswered) return;
    isAnswered = true;
    onAnswer(query);
  };
  const checkout = new Razorpay({
    key: order.key,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: brandName,
    handler: (paid) => answer(callbackOfRazorpaySuccess(order.bookingId, paid)),
    modal: {
      ondismiss: () =>
        answer(failure ? callbackOfRazorpayFailure(order.bookingId, order.orderId, failure) : callbackOfRazorpayDismiss(order.bookingId, order.orderId)),
    },
  });
  checkout.on('payment.failed', (failed) => {
    failure = failed;
  });
  checkout.open();
}

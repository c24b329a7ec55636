// The advance payment of a booking (customer spec sections 4 and 7).
export { getPaymentOrder, usePaymentOrder } from './get-payment-order';
export { postPaymentCallback, usePaymentCallback } from './post-payment-callback';

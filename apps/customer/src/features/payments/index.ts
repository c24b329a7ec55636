export { BookingPayment } from './components/booking-payment';
export { useOpenCheckout } from './use-open-checkout';

export { BookingPayment } from './components/booking-payment';

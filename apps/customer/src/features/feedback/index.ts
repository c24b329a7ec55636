export { BookingFeedback, RATE_PARAM } from './components/booking-feedback';

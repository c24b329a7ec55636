export { ConfirmBookingScreen } from './components/confirm-booking-screen';
export { BookingDetailsScreen } from './components/booking-details-screen';
export { BookingsScreen } from './components/bookings-screen';

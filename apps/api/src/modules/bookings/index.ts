/** The bookings module's public face. */
export { createBookingQueries, type BookingQueries } from './bookings.queries';

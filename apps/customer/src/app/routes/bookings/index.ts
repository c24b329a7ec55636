// The cart and the booking screens load together, from one import: each import site carries its
// own list of chunks to preload in the first screen's code, which the sign-in page downloads too;
// and a customer at the cart is a step from the confirmation.
export { CartRoute } from '../cart/cart-route';
export { BookingDetailsRoute } from './booking-details-route';
export { BookingsRoute } from './bookings-route';
export { ConfirmRoute } from './confirm-route';
// Most notifications lead to a booking's details: the phone's list loads with the booking screens.
export { NotificationsScreen as NotificationsRoute } from '../../../features/notifications/screen';

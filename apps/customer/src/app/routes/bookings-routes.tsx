import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const myBookings = async () => ({ Component: (await import('./bookings/bookings-route')).BookingsRoute });
const myBookingsTitle = screenTitle((t) => t('bookings.list.title'));

/** Portal routes of booking: the confirmation, a booking's details and My Bookings; each loads on demand. */
export const bookingsRoutes: RouteObject[] = [
  {
    path: paths.confirm,
    handle: screenTitle((t) => t('bookings.confirm.title')),
    lazy: async () => ({ Component: (await import('./bookings/confirm-route')).ConfirmRoute }),
  },
  {
    path: paths.bookingDetails(':bookingId'),
    handle: screenTitle((t) => t('bookings.details.title')),
    lazy: async () => ({ Component: (await import('./bookings/booking-details-route')).BookingDetailsRoute }),
  },
  { path: paths.myBookings, handle: myBookingsTitle, lazy: myBookings },
  { path: paths.myBookingsAlias, handle: myBookingsTitle, lazy: myBookings },
];

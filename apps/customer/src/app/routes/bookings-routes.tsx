import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

/** The cart and booking screens, from one import (routes/bookings/index.ts says why). */
export const checkoutScreens = () => import('./bookings');

/** Portal routes of booking: the confirmation, a booking's details and My Bookings; they load on demand. */
export const bookingsRoutes: RouteObject[] = [
  {
    path: paths.confirm,
    handle: screenTitle((t) => t('bookings.confirm.title')),
    lazy: async () => ({ Component: (await checkoutScreens()).ConfirmRoute }),
  },
  {
    path: paths.bookingDetails(':bookingId'),
    handle: screenTitle((t) => t('bookings.details.title')),
    lazy: async () => ({ Component: (await checkoutScreens()).BookingDetailsRoute }),
  },
  ...[paths.myBookings, paths.myBookingsAlias].map((path) => ({
    path,
    handle: screenTitle((t) => t('bookings.list.title')),
    lazy: async () => ({ Component: (await checkoutScreens()).BookingsRoute }),
  })),
];

import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';
import { checkoutScreens } from './bookings-routes';

/**
 * The notifications page (a phone's; a desktop opens the header's popover), from the booking
 * screens' import site: most notifications lead to a booking's details, and an import site of its
 * own would add its preload list to the sign-in page's code (decision 0013, tenth pass).
 */
export const notificationsRoutes: RouteObject[] = [
  {
    path: paths.notifications,
    handle: screenTitle((t) => t('notifications.title')),
    lazy: async () => ({ Component: (await checkoutScreens()).NotificationsRoute }),
  },
];

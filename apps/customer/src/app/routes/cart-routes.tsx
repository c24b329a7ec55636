import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';
import { checkoutScreens } from './bookings-routes';

/** Portal routes of the cart; each screen loads on demand. */
export const cartRoutes: RouteObject[] = [
  {
    path: paths.cart,
    handle: screenTitle((t) => t('cart.title')),
    lazy: async () => ({ Component: (await checkoutScreens()).CartRoute }),
  },
];

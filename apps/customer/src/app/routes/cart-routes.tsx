import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

/** Portal routes of the cart; each screen loads on demand. */
export const cartRoutes: RouteObject[] = [
  {
    path: paths.cart,
    handle: screenTitle((t) => t('cart.title')),
    lazy: async () => ({ Component: (await import('./cart/cart-route')).CartRoute }),
  },
];

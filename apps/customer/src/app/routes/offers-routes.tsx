import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const offerScreens = () => import('./offers/screens');

/** Portal routes of the offers and one offer; each screen loads on demand. Web-hub brands have none (offers-loader.ts). */
export const offersRoutes: RouteObject[] = [
  {
    path: paths.offers,
    handle: screenTitle((t) => t('offers.list.title')),
    lazy: async () => {
      const screens = await offerScreens();
      return { loader: screens.offersLoader, Component: screens.OffersRoute };
    },
  },
  {
    path: paths.offerDetails(':offerId'),
    handle: screenTitle((t) => t('offers.details.title')),
    lazy: async () => {
      const screens = await offerScreens();
      return { loader: screens.offersLoader, Component: screens.OfferDetailsRoute };
    },
  },
];

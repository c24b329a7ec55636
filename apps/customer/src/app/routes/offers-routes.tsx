import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

/** Portal routes of the offers and one offer; each screen loads on demand. Web-hub brands have none (offers-loader.ts). */
export const offersRoutes: RouteObject[] = [
  {
    path: paths.offers,
    handle: screenTitle((t) => t('offers.list.title')),
    lazy: async () => {
      const [data, screen] = await Promise.all([import('./offers/offers-loader'), import('./offers/offers')]);
      return { loader: data.offersLoader, Component: screen.OffersRoute };
    },
  },
  {
    path: paths.offerDetails(':offerId'),
    handle: screenTitle((t) => t('offers.details.title')),
    lazy: async () => {
      const [data, screen] = await Promise.all([import('./offers/offers-loader'), import('./offers/offer-details')]);
      return { loader: data.offersLoader, Component: screen.OfferDetailsRoute };
    },
  },
];

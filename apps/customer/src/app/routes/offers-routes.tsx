import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const offerScreens = () => import('./offers/screens');

/**
 * Portal routes of the rewards area (the spec's 'Rewards and Offers'): the offers, one offer, and
 * Refer and Earn; each screen loads on demand, all from one import site (decision 0013, tenth
 * pass: a site of their own would cost the sign-in page its preload list). Web-hub brands have no
 * offers (offers-loader.ts).
 */
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
  {
    path: paths.referEarn,
    handle: screenTitle((t) => t('referral.title')),
    lazy: async () => ({ Component: (await offerScreens()).ReferEarnRoute }),
  },
];

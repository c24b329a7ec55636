import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const addressScreens = () => import('./addresses/screens');

/** Portal routes of the saved addresses; each screen loads on demand, after the addresses. */
export const addressesRoutes: RouteObject[] = [
  {
    path: paths.myAddresses,
    handle: screenTitle((t) => t('addresses.title')),
    lazy: async () => ({
      loader: (await addressScreens()).addressesLoader,
      Component: (await addressScreens()).MyAddressesRoute,
    }),
  },
  ...[
    { path: paths.addAddress, handle: screenTitle((t) => t('addresses.form.addTitle')) },
    { path: paths.editAddress(':addressId'), handle: screenTitle((t) => t('addresses.form.editTitle')) },
  ].map(({ path, handle }) => ({
    path,
    handle,
    lazy: async () => ({
      loader: (await addressScreens()).addressesLoader,
      Component: (await addressScreens()).AddressEditorRoute,
    }),
  })),
];

import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Portal routes of the saved addresses; each screen loads on demand, after the addresses. */
export const addressesRoutes: RouteObject[] = [
  {
    path: paths.myAddresses,
    lazy: async () => ({
      loader: (await import('./addresses/address-loaders')).addressesLoader,
      Component: (await import('./addresses/my-addresses')).MyAddressesRoute,
    }),
  },
  ...[paths.addAddress, paths.editAddress(':addressId')].map((path) => ({
    path,
    lazy: async () => ({
      loader: (await import('./addresses/address-loaders')).addressesLoader,
      Component: (await import('./addresses/address-editor')).AddressEditorRoute,
    }),
  })),
];

import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Portal routes of the profile, addresses and settings screens; each screen loads on demand. */
export const accountRoutes: RouteObject[] = [
  { path: paths.profile, lazy: async () => ({ Component: (await import('./account/profile')).ProfileRoute }) },
  { path: paths.editProfile, lazy: async () => ({ Component: (await import('./account/edit-profile')).EditProfileRoute }) },
  {
    path: paths.myAddresses,
    lazy: async () => ({
      loader: (await import('./account/address-loaders')).addressesLoader,
      Component: (await import('./account/my-addresses')).MyAddressesRoute,
    }),
  },
  ...[paths.addAddress, paths.editAddress(':addressId')].map((path) => ({
    path,
    lazy: async () => ({
      loader: (await import('./account/address-loaders')).addressesLoader,
      Component: (await import('./account/address-editor')).AddressEditorRoute,
    }),
  })),
  { path: paths.settings, lazy: async () => ({ Component: (await import('./account/settings')).SettingsRoute }) },
  { path: paths.languages, lazy: async () => ({ Component: (await import('./account/languages')).LanguagesRoute }) },
  { path: paths.helpAndSupport, lazy: async () => ({ Component: (await import('./account/help-and-support')).HelpAndSupportRoute }) },
];

/**
 * /personal-details: a public path in the spec's list, outside the portal frame, yet it edits the
 * signed-in customer's details, so its loader asks for a session.
 */
export const personalDetailsRoute: RouteObject = {
  path: paths.personalDetails,
  lazy: async () => {
    const route = await import('./account/personal-details');
    return { loader: route.personalDetailsLoader, Component: route.PersonalDetailsRoute };
  },
};

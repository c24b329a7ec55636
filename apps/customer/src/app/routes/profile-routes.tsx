import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const profileScreens = () => import('./profile/screens');

const personalDetailsTitle = screenTitle((t) => t('profile.personalDetails.title'));

/** Portal routes of the profile screens; each screen loads on demand. */
export const profileRoutes: RouteObject[] = [
  { path: paths.profile, handle: screenTitle((t) => t('profile.title')), lazy: async () => ({ Component: (await profileScreens()).ProfileRoute }) },
  { path: paths.editProfile, handle: personalDetailsTitle, lazy: async () => ({ Component: (await profileScreens()).EditProfileRoute }) },
];

/**
 * /personal-details: a public path in the spec's list, outside the portal frame, yet it edits the
 * signed-in customer's details, so its loader asks for a session.
 */
export const personalDetailsRoute: RouteObject = {
  path: paths.personalDetails,
  handle: personalDetailsTitle,
  lazy: async () => {
    const route = await profileScreens();
    return { loader: route.personalDetailsLoader, Component: route.PersonalDetailsRoute };
  },
};

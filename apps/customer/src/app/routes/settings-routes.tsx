import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const settingsScreens = () => import('./settings/screens');

/** Portal routes of the settings screens (with the account's deletion panel); each loads on demand. */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.settings,
    handle: screenTitle((t) => t('settings.title')),
    lazy: async () => ({ Component: (await settingsScreens()).SettingsRoute }),
  },
  {
    path: paths.languages,
    handle: screenTitle((t) => t('settings.languageChoice.title')),
    lazy: async () => ({ Component: (await settingsScreens()).LanguagesRoute }),
  },
  {
    path: paths.helpAndSupport,
    handle: screenTitle((t) => t('settings.help.title')),
    lazy: async () => ({ Component: (await settingsScreens()).HelpAndSupportRoute }),
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

/** Portal routes of the settings screens (with the account's deletion panel); each loads on demand. */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.settings,
    handle: screenTitle((t) => t('settings.title')),
    lazy: async () => ({ Component: (await import('./settings/settings')).SettingsRoute }),
  },
  {
    path: paths.languages,
    handle: screenTitle((t) => t('settings.languageChoice.title')),
    lazy: async () => ({ Component: (await import('./settings/languages')).LanguagesRoute }),
  },
  {
    path: paths.helpAndSupport,
    handle: screenTitle((t) => t('settings.help.title')),
    lazy: async () => ({ Component: (await import('./settings/help-and-support')).HelpAndSupportRoute }),
  },
];

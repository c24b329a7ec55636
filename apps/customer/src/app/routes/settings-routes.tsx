import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Portal routes of the settings screens (with the account's deletion panel); each loads on demand. */
export const settingsRoutes: RouteObject[] = [
  { path: paths.settings, lazy: async () => ({ Component: (await import('./settings/settings')).SettingsRoute }) },
  { path: paths.languages, lazy: async () => ({ Component: (await import('./settings/languages')).LanguagesRoute }) },
  { path: paths.helpAndSupport, lazy: async () => ({ Component: (await import('./settings/help-and-support')).HelpAndSupportRoute }) },
];

import { loadSignedInTexts } from '@servicebay/i18n';
import { matchRoutes, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '../shared/paths';
import { brandLoader, onboardingLoader, portalLoader, publicOnlyLoader } from './loaders';
import { addressesRoutes } from './routes/addresses-routes';
import { bodyPanelRoutes } from './routes/body-panel-routes';
import { bookServiceRoutes } from './routes/book-service-routes';
import { bookingsRoutes } from './routes/bookings-routes';
import { cartRoutes } from './routes/cart-routes';
import { BrandRoot } from './routes/brand-root';
import { garageRoutes } from './routes/garage-routes';
import { GetStartedRoute } from './routes/get-started';
import { isLegalPage } from './routes/legal-pages';
import { LoginRoute } from './routes/login';
import { notificationsRoutes } from './routes/notifications-routes';
import { offersRoutes } from './routes/offers-routes';
import { personalDetailsRoute, profileRoutes } from './routes/profile-routes';
import { settingsRoutes } from './routes/settings-routes';
import { StartupError, StartupLoader } from './routes/startup';
import { screenTitle } from './screen-title';
import { nextTask } from '../shared/next-task';

const loginTitle = screenTitle((t) => t('signIn.loginHeading'));

/**
 * The routes of customer spec section 2 that exist today. Signed-in screens load on demand, so
 * the first screen most visitors see (login) downloads only what it needs.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: brandLoader,
    HydrateFallback: StartupLoader,
    ErrorBoundary: StartupError,
    Component: BrandRoot,
    children: [
      { index: true, element: <Navigate to={paths.portal} replace /> },
      {
        id: 'public-only',
        loader: publicOnlyLoader,
        children: [
          { path: paths.login, Component: LoginRoute, handle: loginTitle },
          ...paths.signInAliases.map((path) => ({ path, Component: LoginRoute, handle: loginTitle })),
          { path: paths.getStarted, Component: GetStartedRoute, handle: screenTitle((t) => t('signIn.getStartedHeading')) },
          // On demand, fetched ahead once the visitor starts on the number (code-step-ahead.ts).
          { path: paths.otp, handle: screenTitle((t) => t('otp.heading')), lazy: async () => ({ Component: (await import('./routes/otp')).OtpRoute }) },
        ],
      },
      personalDetailsRoute,
      {
        path: paths.onboarding,
        loader: onboardingLoader,
        handle: screenTitle((t) => t('garage.dashboard.addTitle')),
        lazy: async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute }),
      },
      {
        id: 'portal',
        path: paths.portal,
        loader: portalLoader,
        lazy: async () => ({ Component: (await import('./shells/portal-shell')).PortalShell }),
        children: [
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          {
            id: 'dashboard',
            path: paths.dashboard,
            handle: screenTitle((t) => t('portal.dashboard')),
            lazy: async () => {
              const [screen, data] = await Promise.all([import('./routes/dashboard'), import('./routes/portal-data')]);
              return { loader: data.prefetchDashboardData, Component: screen.DashboardRoute };
            },
          },
          ...garageRoutes,
          ...profileRoutes,
          ...addressesRoutes,
          ...settingsRoutes,
          ...bookServiceRoutes,
          ...cartRoutes,
          ...bookingsRoutes,
          ...bodyPanelRoutes,
          ...offersRoutes,
          ...notificationsRoutes,
        ],
      },
      // Open to visitors as to customers; its texts come with the signed-in screens' catalogue.
      {
        path: paths.legalPattern,
        handle: screenTitle((t, { page }) => (isLegalPage(page) ? t(`legal.tabTitle.${page}`) : t('app.notFoundHeading'))),
        lazy: async () => {
          const [screen] = await Promise.all([import('./routes/legal'), loadSignedInTexts()]);
          return { Component: screen.LegalRoute };
        },
      },
      // The estimate a workshop's SMS links to: open to visitors (a walk-in has no app) as to
      // customers, on demand, with the signed-in screens' catalogue (its texts and the errors').
      {
        path: paths.estimateLinkPattern,
        handle: screenTitle((t) => t('estimates.link.tabTitle')),
        lazy: async () => {
          const [screen] = await Promise.all([import('./routes/estimate-link'), loadSignedInTexts()]);
          return { Component: screen.EstimateLinkRoute };
        },
      },
      // On demand: few visits need it, and it brings the saved-language hook of the signed-in screens.
      {
        path: '*',
        handle: screenTitle((t) => t('app.notFoundHeading')),
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

/**
 * What the sign-in screens' loaders answer for a visitor with no session: with it, the router
 * starts on the server's rendering of those screens without running them again (prerender.tsx).
 */
export const SIGN_IN_SCREEN_DATA: HydrationState = { loaderData: { root: null, 'public-only': null } };

/** The sign-in screens the server renders ahead of the JavaScript: the pages most first visits open. */
export const PRERENDERED_PATHS: readonly string[] = [paths.login, ...paths.signInAliases];

/**
 * The portal screens the server renders with the customer's own data when the page navigation
 * carries their session (prerender.tsx), with what their loaders answer for an onboarded customer
 * whose data is already in the cache.
 */
export const SIGNED_IN_PATHS: readonly string[] = [paths.dashboard];

/**
 * The modules each of those screens loads lazily (its routes' `import()`s and the signed-in
 * texts), as the build's manifest names them: the server lists their chunks in the page
 * (screen-chunks.ts). The takeover journey fails when one is missing.
 */
export const SIGNED_IN_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  [paths.dashboard]: [
    'src/app/shells/portal-shell.tsx',
    'src/app/routes/dashboard.tsx',
    'src/app/routes/portal-data.ts',
    '../../packages/i18n/src/locales/en/signed-in.ts',
  ],
};
export const SIGNED_IN_SCREEN_DATA: HydrationState = { loaderData: { root: null, portal: null, dashboard: null } };

/**
 * Loads the lazy routes `pathname` goes through, in place, as React Router asks before it starts
 * on markup the server rendered: otherwise its first render would be the loading screen, not the
 * screen the server sent.
 */
export async function loadLazyRoutesOf(pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => typeof route.lazy === 'function');
  const loading: Promise<void>[] = [];
  for (const route of lazyRoutes) {
    loading.push(
      (route.lazy as () => Promise<Partial<RouteObject>>)().then((loaded) => {
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    // Starting an import adds a preload link per chunk it needs; one route's at a time, in a task
    // of its own, so that together they are not one long task on a slow phone. They download at once.
    await nextTask();
  }
  await Promise.all(loading);
}

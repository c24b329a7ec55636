import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../shared/paths';
import { brandLoader, onboardingLoader, portalLoader, publicOnlyLoader } from './loaders';
import { addressesRoutes } from './routes/addresses-routes';
import { BrandRoot } from './routes/brand-root';
import { garageRoutes } from './routes/garage-routes';
import { GetStartedRoute } from './routes/get-started';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { OtpRoute } from './routes/otp';
import { personalDetailsRoute, profileRoutes } from './routes/profile-routes';
import { settingsRoutes } from './routes/settings-routes';
import { StartupError, StartupLoader } from './routes/startup';

/**
 * The routes of customer spec section 2 that exist today. Signed-in screens load on demand, so
 * the first screen most visitors see (login) downloads only what it needs.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    loader: brandLoader,
    HydrateFallback: StartupLoader,
    ErrorBoundary: StartupError,
    Component: BrandRoot,
    children: [
      { index: true, element: <Navigate to={paths.portal} replace /> },
      {
        loader: publicOnlyLoader,
        children: [
          { path: paths.login, Component: LoginRoute },
          ...paths.signInAliases.map((path) => ({ path, Component: LoginRoute })),
          { path: paths.getStarted, Component: GetStartedRoute },
          { path: paths.otp, Component: OtpRoute },
        ],
      },
      personalDetailsRoute,
      {
        path: paths.onboarding,
        loader: onboardingLoader,
        lazy: async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute }),
      },
      {
        path: paths.portal,
        loader: portalLoader,
        lazy: async () => ({ Component: (await import('./shells/portal-shell')).PortalShell }),
        children: [
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          {
            path: paths.dashboard,
            lazy: async () => {
              const [screen, data] = await Promise.all([import('./routes/dashboard'), import('./routes/portal-data')]);
              return { loader: data.prefetchDashboardData, Component: screen.DashboardRoute };
            },
          },
          ...garageRoutes,
          ...profileRoutes,
          ...addressesRoutes,
          ...settingsRoutes,
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);

import { createBrowserRouter, Outlet, redirect, ScrollRestoration } from 'react-router';
import { areaLoader, brandLoader, homeLoader, signedOutBrandLoader, signedOutLoader, workshopLoader } from './loaders';
import { RouteError } from './routes/route-error';
import { NotFoundRoute } from './routes/not-found';
import { LoginRoute } from './routes/login';
import { SignedInShell } from './shells/signed-in-shell';
import { SignedOutShell } from './shells/signed-out-shell';
import { paths } from '../shared/paths';

/** Every screen opens at its top (a long sign-up form must not leave the dashboard scrolled), and Back returns to where it was. */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * The routes of workshop spec section 2 that the app serves today. Login is in the first download;
 * every other screen loads when it is opened (the people grid, the job board, the sign-up form).
 */
export const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      errorElement: <RouteError isFramed />,
      children: [
        { index: true, loader: homeLoader },
        {
          Component: SignedOutShell,
          children: [
            { path: 'login', loader: signedOutLoader, Component: LoginRoute },
            { path: 'login/code', loader: signedOutBrandLoader, lazy: async () => ({ Component: (await import('./routes/code-sign-in')).CodeSignInRoute }) },
            {
              path: 'forgot-password',
              loader: signedOutLoader,
              lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
            },
            // Open signed in too: the e-mailed link may be followed from a desk someone else is signed in at.
            { path: 'reset-password', lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }) },
            { path: 'sign-up', loader: signedOutBrandLoader, lazy: async () => ({ Component: (await import('./routes/sign-up')).SignUpRoute }) },
            { path: '*', Component: NotFoundRoute },
          ],
        },
        {
          path: 'w/:workshopId',
          loader: workshopLoader,
          Component: SignedInShell,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, loader: ({ params }) => redirect(paths.dashboard(params.workshopId ?? '')) },
                { path: 'dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
                { path: 'people', loader: areaLoader('staff'), lazy: async () => ({ Component: (await import('./routes/people')).PeopleRoute }) },
                { path: 'bookings', loader: areaLoader('bookings'), lazy: async () => ({ Component: (await import('./routes/bookings')).BookingsRoute }) },
                { path: 'customers', loader: areaLoader('customers'), lazy: async () => ({ Component: (await import('./routes/customers')).CustomersRoute }) },
                {
                  path: 'customers/:customerId',
                  loader: areaLoader('customers'),
                  lazy: async () => ({ Component: (await import('./routes/customer')).CustomerRoute }),
                },
                { path: 'job-cards', loader: areaLoader('jobCards'), lazy: async () => ({ Component: (await import('./routes/job-board')).JobBoardRoute }) },
                {
                  path: 'job-cards/:jobCardId',
                  loader: areaLoader('jobCards'),
                  lazy: async () => ({ Component: (await import('./routes/job-card')).JobCardRoute }),
                },
                { path: 'invoices', loader: areaLoader('invoices'), lazy: async () => ({ Component: (await import('./routes/invoices')).InvoicesRoute }) },
                {
                  path: 'credit-notes',
                  loader: areaLoader('invoices'),
                  lazy: async () => ({ Component: (await import('./routes/credit-notes')).CreditNotesRoute }),
                },
                { path: 'parts', loader: areaLoader('inventory'), lazy: async () => ({ Component: (await import('./routes/parts')).PartsRoute }) },
                {
                  path: 'parts/:partId',
                  loader: areaLoader('inventory'),
                  lazy: async () => ({ Component: (await import('./routes/part')).PartRoute }),
                },
                { path: 'stock', loader: areaLoader('inventory'), lazy: async () => ({ Component: (await import('./routes/stock')).StockRoute }) },
                {
                  path: 'stock-transfers',
                  loader: areaLoader('inventory'),
                  lazy: async () => ({ Component: (await import('./routes/stock-transfers')).StockTransfersRoute }),
                },
                {
                  path: 'purchase-orders',
                  loader: areaLoader('inventory'),
                  lazy: async () => ({ Component: (await import('./routes/purchase-orders')).PurchaseOrdersRoute }),
                },
                { path: 'inwards', loader: areaLoader('inventory'), lazy: async () => ({ Component: (await import('./routes/inwards')).InwardsRoute }) },
                {
                  path: 'debit-notes',
                  loader: areaLoader('inventory'),
                  lazy: async () => ({ Component: (await import('./routes/debit-notes')).DebitNotesRoute }),
                },
                { path: 'vendors', loader: areaLoader('inventory'), lazy: async () => ({ Component: (await import('./routes/vendors')).VendorsRoute }) },
                {
                  path: 'vendors/:vendorId',
                  loader: areaLoader('inventory'),
                  lazy: async () => ({ Component: (await import('./routes/vendor')).VendorRoute }),
                },
                { path: 'employees', loader: areaLoader('people'), lazy: async () => ({ Component: (await import('./routes/employees')).EmployeesRoute }) },
                {
                  path: 'technicians',
                  loader: areaLoader('people'),
                  lazy: async () => ({ Component: (await import('./routes/technicians')).TechniciansRoute }),
                },
                { path: 'my-work', loader: areaLoader('jobCards'), lazy: async () => ({ Component: (await import('./routes/my-work')).MyWorkRoute }) },
                { path: 'my-time', lazy: async () => ({ Component: (await import('./routes/time-clock')).MyTimeRoute }) },
                { path: 'team', loader: areaLoader('people'), lazy: async () => ({ Component: (await import('./routes/time-clock')).TeamRoute }) },
                {
                  path: 'reports/attendance',
                  loader: areaLoader('reports'),
                  lazy: async () => ({ Component: (await import('./routes/time-reports')).AttendanceReportRoute }),
                },
                {
                  path: 'reports/technician-efficiency',
                  loader: areaLoader('reports'),
                  lazy: async () => ({ Component: (await import('./routes/time-reports')).EfficiencyReportRoute }),
                },
                { path: 'labour', loader: areaLoader('labour'), lazy: async () => ({ Component: (await import('./routes/labour')).LabourRoute }) },
                {
                  path: 'labour-updates',
                  loader: areaLoader('labour'),
                  lazy: async () => ({ Component: (await import('./routes/labour-updates')).LabourUpdatesRoute }),
                },
                { path: 'settings', loader: areaLoader('workshop'), lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }) },
                { path: 'change-password', lazy: async () => ({ Component: (await import('./routes/change-password')).ChangePasswordRoute }) },
                { path: 'help', loader: brandLoader, lazy: async () => ({ Component: (await import('./routes/help')).HelpRoute }) },
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL },
);

export type AppRouter = typeof router;

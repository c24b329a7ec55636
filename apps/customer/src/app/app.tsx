import type { QueryClient } from '@tanstack/react-query';
import { initI18n } from '@servicebay/i18n';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { OfflineNotice } from '../shared/offline-notice';
import { AppProviders } from './providers';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app on a router and a cache: the browser's in main.tsx, one per page on the server
 * (prerender.tsx). `onMounted` runs once the first render is on the page (after a takeover of the
 * server's screen, its commit): a prop, not a wrapper, so the tree, and with it every useId, is the
 * server's. `i18n` is the app's own instance in the browser; the server renders each page with an
 * instance in that page's language, as concurrent renders cannot share one switched back and forth.
 */
export function App({ router, queryClient, onMounted, i18n }: { router: DataRouter; queryClient: QueryClient; onMounted?: () => void; i18n?: I18n }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <I18nextProvider i18n={i18n ?? initI18n()}>
      <AppProviders queryClient={queryClient}>
        <OfflineNotice />
        <RouterProvider router={router} />
      </AppProviders>
    </I18nextProvider>
  );
}

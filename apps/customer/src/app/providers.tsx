import { QueryClientProvider } from '@tanstack/react-query';
import { useLiveUpdates } from '@servicebay/api-client';
import { useLocale } from '@servicebay/i18n';
import { ThemeProvider } from '@servicebay/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from './query-client';

// The toasts' host (and its transitions) is not needed for the first paint; notifications raised
// before it arrives wait in Mantine's store and show when it mounts.
const NotificationsHost = lazy(async () => ({ default: (await import('./notifications-host')).NotificationsHost }));

export function AppProviders({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  return (
    <ThemeProvider dir={dir}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <LiveUpdates />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** The customer's other tabs and devices follow their profile, vehicles and addresses live. */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

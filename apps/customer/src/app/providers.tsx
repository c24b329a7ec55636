import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLiveUpdates } from '@servicebay/api-client';
import { useLocale } from '@servicebay/i18n';
import { ThemeProvider } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  return (
    <ThemeProvider dir={dir}>
      <Notifications position="top-center" />
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

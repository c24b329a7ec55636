import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '@servicebay/api-client';
import { useLocale } from '@servicebay/i18n';
import { ThemeProvider } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Small and in the first download: it loads the toasts' host itself with the first toast.
import { NotificationsHost } from './notifications-host';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { dir } = useLocale();
  const { t } = useTranslation();
  return (
    <ThemeProvider dir={dir} closeLabel={t('common.close')}>
      <NotificationsHost />
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

import { QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import { useLocale } from '@servicebay/i18n';
import { ThemeProvider } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  const { dir } = useLocale();
  const { t } = useTranslation();
  return (
    <ThemeProvider dir={dir} closeLabel={t('common.close')}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import { SectionLoader } from '@servicebay/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const LoadedScreen = lazy(async () => ({ default: (await import('./panel')).NotificationsScreen }));

/**
 * /portal/notifications as the route loads it (app/routes/bookings/index.ts): this small module,
 * not the list, so the booking screens' chunk does not carry the list; it comes when the page shows,
 * from the same chunk the bell's popover loads.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<SectionLoader label={t('app.loading')} />}>
      <LoadedScreen />
    </Suspense>
  );
}

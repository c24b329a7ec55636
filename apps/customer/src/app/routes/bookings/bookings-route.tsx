import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { BookingsScreen } from '../../../features/bookings';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/bookings: My Bookings. */
export function BookingsRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.dashboard);
  return (
    <>
      <ScreenHeader title={t('bookings.list.title')} backLabel={t('common.back')} onBack={back} />
      <BookingsScreen />
    </>
  );
}

import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { NotificationsPanel } from './notifications-panel';

/**
 * /portal/notifications: the list on a phone (customer spec section 2). Back goes where the
 * customer came from, or to the dashboard when the page was opened directly (as routes' useBack).
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const back = () => void (key === 'default' ? navigate(paths.dashboard, { replace: true }) : navigate(-1));
  return (
    <>
      <ScreenHeader title={t('notifications.title')} backLabel={t('common.back')} onBack={back} />
      <NotificationsPanel isPage />
    </>
  );
}

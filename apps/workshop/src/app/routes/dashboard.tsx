import { useTranslation } from 'react-i18next';
import { Dashboard } from '../../features/dashboard';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/dashboard: the signed-in landing page. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.nav.dashboard'));
  return <Dashboard me={me} workshop={workshop} />;
}

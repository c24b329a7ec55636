import { useTranslation } from 'react-i18next';
import { LabourUpdateScreen } from '../../features/labour';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/labour-updates (area `labour`): the bulk labour price update with its preview and history. */
export function LabourUpdatesRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.labour.updates.heading'));
  return <LabourUpdateScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

import { useTranslation } from 'react-i18next';
import { LabourCatalogueScreen } from '../../features/labour';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/labour (area `labour`): the labour pricing catalogue and the online catalogue's switch. */
export function LabourRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.labour.catalogue.heading'));
  return <LabourCatalogueScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

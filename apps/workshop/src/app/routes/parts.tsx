import { useTranslation } from 'react-i18next';
import { PartsScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/parts (area `inventory`): the parts master with the stock here, its search and page in the address. */
export function PartsRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.parts.heading'));
  return <PartsScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

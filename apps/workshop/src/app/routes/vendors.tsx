import { useTranslation } from 'react-i18next';
import { VendorsScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/vendors (area `inventory`): the vendors and what is owed to each. */
export function VendorsRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.vendors.heading'));
  return <VendorsScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

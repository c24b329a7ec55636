import { useTranslation } from 'react-i18next';
import { TransfersScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/stock-transfers (area `inventory`): transfers sent from and coming to this branch, a new one, receiving and cancelling. */
export function StockTransfersRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.transfers.heading'));
  return <TransfersScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

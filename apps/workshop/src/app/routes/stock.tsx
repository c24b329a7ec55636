import { useTranslation } from 'react-i18next';
import { StockScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/stock (area `inventory`): stock on hand and its valuation, or the low-stock list (`?view=low`). */
export function StockRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.onHand.heading'));
  return <StockScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/purchase-orders (area `inventory`): the orders, a new one, and goods received against them. */
export function PurchaseOrdersRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.orders.heading'));
  return <OrdersScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

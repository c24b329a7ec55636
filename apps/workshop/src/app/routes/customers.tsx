import { useTranslation } from 'react-i18next';
import { CustomersScreen } from '../../features/customers';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/customers (area `customers`): the list, its search and page in the address. */
export function CustomersRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.customers.heading'));
  return <CustomersScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

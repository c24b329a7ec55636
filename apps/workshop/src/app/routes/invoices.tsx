import { useTranslation } from 'react-i18next';
import { InvoiceRegisterScreen } from '../../features/registers';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/invoices (area `invoices`): the invoice register, its period, search and page in the address. */
export function InvoicesRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.registers.invoices.heading'));
  return <InvoiceRegisterScreen key={workshop.workshopId} workshop={workshop} />;
}

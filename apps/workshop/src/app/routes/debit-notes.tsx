import { useTranslation } from 'react-i18next';
import { DebitNotesScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/debit-notes (area `inventory`): the debit-note register of a period, and its workbook. */
export function DebitNotesRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.debitNotes.heading'));
  return <DebitNotesScreen key={workshop.workshopId} workshop={workshop} />;
}

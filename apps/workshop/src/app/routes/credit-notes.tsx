import { useTranslation } from 'react-i18next';
import { CreditNoteRegisterScreen } from '../../features/registers';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/credit-notes (area `invoices`): the credit-note register. */
export function CreditNotesRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.registers.creditNotes.heading'));
  return <CreditNoteRegisterScreen key={workshop.workshopId} workshop={workshop} />;
}

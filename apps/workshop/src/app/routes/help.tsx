import { useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { HelpScreen } from '../../features/help';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/help: what each role may do, and the brand's support line and mailbox. */
export function HelpRoute() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const { supportPhoneNumber, supportEmail } = useClientProfile();
  useDocumentTitle(t('workshop.help.heading'));
  return <HelpScreen myRole={me.role} support={{ phone: supportPhoneNumber, email: supportEmail }} />;
}

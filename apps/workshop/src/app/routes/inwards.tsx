import { useTranslation } from 'react-i18next';
import { InwardsScreen } from '../../features/stock';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/inwards (area `inventory`): the inwards, completed or cancelled, parts sent back to the vendor and debit notes raised. */
export function InwardsRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.stock.inwards.heading'));
  return <InwardsScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

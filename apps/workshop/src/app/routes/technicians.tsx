import { useTranslation } from 'react-i18next';
import { TechniciansScreen } from '../../features/employees';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/technicians (area `people`): the technicians with grade and picture. */
export function TechniciansRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.employees.technicians.heading'));
  return <TechniciansScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

import { useTranslation } from 'react-i18next';
import { EmployeesScreen } from '../../features/employees';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/employees (area `people`): the employees and the licences expiring soon. */
export function EmployeesRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.employees.employees.heading'));
  return <EmployeesScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

import { useTranslation } from 'react-i18next';
import { MyWorkScreen } from '../../features/employees';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/my-work (area `jobCards`): the signed-in technician's open job cards and labour lines. */
export function MyWorkRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.employees.myWork.heading'));
  return <MyWorkScreen key={workshop.workshopId} workshop={workshop} />;
}

import { useTranslation } from 'react-i18next';
import { JobBoardScreen } from '../../features/job-board';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/job-cards (area `jobCards`): the job board, its filters in the address. */
export function JobBoardRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.board.heading'));
  return <JobBoardScreen key={workshop.workshopId} me={me} workshop={workshop} />;
}

import { useParams } from 'react-router';
import { JobCardScreen } from '../../features/job-card';
import { useSignedIn } from '../signed-in-context';
import { NotFoundRoute } from './not-found';

/** /w/:workshopId/job-cards/:jobCardId (area `jobCards`): one job card; another workshop's is Page Not Found, as the API answers. */
export function JobCardRoute() {
  const { me, workshop } = useSignedIn();
  const { jobCardId = '' } = useParams();
  return <JobCardScreen key={jobCardId} me={me} workshop={workshop} jobCardId={jobCardId} notFound={<NotFoundRoute />} />;
}

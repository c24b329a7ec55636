import { useParams } from 'react-router';
import { PartScreen } from '../../features/stock';
import { useSignedIn } from '../signed-in-context';
import { NotFoundRoute } from './not-found';

/** /w/:workshopId/parts/:partId (area `inventory`): one part, its stock at each branch and its ledger here. */
export function PartRoute() {
  const { me, workshop } = useSignedIn();
  const { partId = '' } = useParams();
  return <PartScreen key={`${workshop.workshopId}-${partId}`} me={me} workshop={workshop} partId={partId} notFound={<NotFoundRoute />} />;
}

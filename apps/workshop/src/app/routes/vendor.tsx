import { useParams } from 'react-router';
import { VendorScreen } from '../../features/stock';
import { useSignedIn } from '../signed-in-context';
import { NotFoundRoute } from './not-found';

/** /w/:workshopId/vendors/:vendorId (area `inventory`): a vendor's statement and payable. */
export function VendorRoute() {
  const { me, workshop } = useSignedIn();
  const { vendorId = '' } = useParams();
  return <VendorScreen key={`${workshop.workshopId}-${vendorId}`} me={me} workshop={workshop} vendorId={vendorId} notFound={<NotFoundRoute />} />;
}

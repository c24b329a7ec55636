import { useParams } from 'react-router';
import { CustomerScreen } from '../../features/customers';
import { useSignedIn } from '../signed-in-context';
import { NotFoundRoute } from './not-found';

/** /w/:workshopId/customers/:customerId (area `customers`): one customer; another workshop's is Page Not Found, as the API answers. */
export function CustomerRoute() {
  const { me, workshop } = useSignedIn();
  const { customerId = '' } = useParams();
  return <CustomerScreen key={customerId} me={me} workshop={workshop} customerId={customerId} notFound={<NotFoundRoute />} />;
}

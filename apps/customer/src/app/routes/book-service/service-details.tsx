import { useParams } from 'react-router';
import { ServiceDetails } from '../../../features/services';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/service_details/:serviceId; its back arrow leads to the menu (customer spec section 2). */
export function ServiceDetailsRoute() {
  const { serviceId = '' } = useParams();
  return <ServiceDetails serviceId={serviceId} onBack={useBack(paths.bookService)} />;
}

import { useParams, useSearchParams } from 'react-router';
import { ServiceDetails } from '../../../features/services';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/service_details/:serviceId[?workshopId=…]; its back arrow leads to the menu (customer spec section 2). */
export function ServiceDetailsRoute() {
  const { serviceId = '' } = useParams();
  const workshopId = useSearchParams()[0].get('workshopId') ?? undefined;
  return <ServiceDetails serviceId={serviceId} workshopId={workshopId} onBack={useBack(paths.bookService)} />;
}

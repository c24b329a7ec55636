import { Navigate, useParams, useSearchParams } from 'react-router';
import { SelectWorkshop, WorkshopDetail, WorkshopQuality } from '../../../features/workshops';
import { paths } from '../../../shared/paths';
import { serviceChoiceOf } from '../../../shared/service-choice';
import { useBack } from '../use-back';

/** /portal/select-workshop?serviceId=…: without a chosen service there is nothing to list, so back to the menu. */
export function SelectWorkshopRoute() {
  const choice = serviceChoiceOf(useSearchParams()[0]);
  const back = useBack(paths.bookService);
  return choice ? <SelectWorkshop key={choice.serviceId} choice={choice} onBack={back} /> : <Navigate to={paths.bookService} replace />;
}

/** /portal/workshop-quality?serviceId=…: a Segment brand's quality tiers for the chosen service. */
export function WorkshopQualityRoute() {
  const choice = serviceChoiceOf(useSearchParams()[0]);
  const back = useBack(paths.bookService);
  return choice ? <WorkshopQuality choice={choice} onBack={back} /> : <Navigate to={paths.bookService} replace />;
}

/** /portal/workshop-detail/:workshopId[?serviceId=…]: the workshop, and with a chosen service the ways to book it. */
export function WorkshopDetailRoute() {
  const { workshopId = '' } = useParams();
  const choice = serviceChoiceOf(useSearchParams()[0]);
  return <WorkshopDetail workshopId={workshopId} choice={choice} onBack={useBack(paths.bookService)} />;
}

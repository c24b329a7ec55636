import { canAccess } from '@servicebay/domain';
import { useParams } from 'react-router';
import { LineTechnicianSelect } from '../../features/employees';
import { JobCardScreen, type LabourLineExtra } from '../../features/job-card';
import { CardPartsPanel } from '../../features/stock';
import { CardClocksPanel } from '../../features/time-clock';
import { useSignedIn } from '../signed-in-context';
import { NotFoundRoute } from './not-found';

/**
 * /w/:workshopId/job-cards/:jobCardId (area `jobCards`): one job card; another workshop's is Page Not
 * Found, as the API answers. Its parts panel shows to those who read stock; those who change it issue and return.
 * Its labour lines show their technician to those who read the workshop's people. Everyone who reads the card runs
 * their own job clocks on its labour lines.
 */
export function JobCardRoute() {
  const { me, workshop } = useSignedIn();
  const { jobCardId = '' } = useParams();
  const card = { workshopId: workshop.workshopId, jobCardId };
  const partsPanel = canAccess(me.role, 'inventory', 'read') ? <CardPartsPanel card={card} canMove={canAccess(me.role, 'inventory', 'change')} /> : null;
  // Who does each labour line, for those who read the workshop's people; those who change job cards assign.
  const labourLineExtra: LabourLineExtra | null = canAccess(me.role, 'people', 'read')
    ? (line) => <LineTechnicianSelect card={card} line={line} canAssign={canAccess(me.role, 'jobCards', 'change')} />
    : null;
  const clocksPanel = <CardClocksPanel card={card} staffId={me.staffId} />;
  return (
    <JobCardScreen
      key={jobCardId}
      me={me}
      workshop={workshop}
      jobCardId={jobCardId}
      notFound={<NotFoundRoute />}
      partsPanel={partsPanel}
      labourLineExtra={labourLineExtra}
      clocksPanel={clocksPanel}
    />
  );
}

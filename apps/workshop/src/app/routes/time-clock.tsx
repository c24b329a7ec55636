import { Button } from '@mantine/core';
import { canAccess } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyTimeScreen, TeamScreen } from '../../features/time-clock';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/my-time (every staff member): my clock-in and out. */
export function MyTimeRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.timeClock.myTime.heading'));
  return <MyTimeScreen key={workshop.workshopId} workshop={workshop} />;
}

/** /w/:workshopId/team (area `people`): who is in, since when; Inactive otherwise. */
export function TeamRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.timeClock.team.heading'));
  const reportsLink = canAccess(me.role, 'reports', 'read') ? (
    <Button component={Link} to={paths.attendanceReport(workshop.workshopId)} variant="default">
      {t('workshop.timeClock.team.reports')}
    </Button>
  ) : null;
  return <TeamScreen key={workshop.workshopId} workshop={workshop} reportsLink={reportsLink} />;
}

import { useTranslation } from 'react-i18next';
import { AttendanceReportScreen, EfficiencyReportScreen } from '../../features/time-clock/reports';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/reports/attendance (area `reports`). */
export function AttendanceReportRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.timeClock.reports.attendance.heading'));
  return <AttendanceReportScreen key={workshop.workshopId} workshop={workshop} />;
}

/** /w/:workshopId/reports/technician-efficiency (area `reports`). */
export function EfficiencyReportRoute() {
  const { t } = useTranslation();
  const { workshop } = useSignedIn();
  useDocumentTitle(t('workshop.timeClock.reports.efficiency.heading'));
  return <EfficiencyReportScreen key={workshop.workshopId} workshop={workshop} />;
}

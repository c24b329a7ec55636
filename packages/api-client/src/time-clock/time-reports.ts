import { useQuery } from '@tanstack/react-query';
import { ZAttendanceReport, ZEfficiencyReport, type TAttendanceReport, type TEfficiencyReport, type TReportPeriod } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { timeClockKeys, workshopPath } from './query-keys';

const periodQuery = ({ from, to }: TReportPeriod) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** GET …/reports/attendance: first in, last out, hours and flagged clock-ins per person and day. */
export const getAttendanceReport = (workshopId: string, period: TReportPeriod): Promise<TAttendanceReport> =>
  staffApi.request(`${workshopPath(workshopId)}/reports/attendance?${periodQuery(period)}`, { schema: ZAttendanceReport });

export const useAttendanceReport = (workshopId: string, period: TReportPeriod) =>
  useQuery({ queryKey: timeClockKeys.report(workshopId, 'attendance', period), queryFn: () => getAttendanceReport(workshopId, period) });

/** GET …/reports/technician-efficiency: labour hours billed against hours clocked, per technician and day. */
export const getEfficiencyReport = (workshopId: string, period: TReportPeriod): Promise<TEfficiencyReport> =>
  staffApi.request(`${workshopPath(workshopId)}/reports/technician-efficiency?${periodQuery(period)}`, { schema: ZEfficiencyReport });

export const useEfficiencyReport = (workshopId: string, period: TReportPeriod) =>
  useQuery({ queryKey: timeClockKeys.report(workshopId, 'technician-efficiency', period), queryFn: () => getEfficiencyReport(workshopId, period) });

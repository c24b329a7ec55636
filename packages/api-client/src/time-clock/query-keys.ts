import type { TReportPeriod } from '@servicebay/domain';
import { STAFF_QUERY_KEY } from '../staff/query-keys';

/** Every time tracker query under one key: a clock-in, out or job clock step refreshes them all. */
export const timeClockKeys = {
  all: () => [...STAFF_QUERY_KEY, 'time-clock'] as const,
  mine: (workshopId: string) => [...timeClockKeys.all(), workshopId, 'me'] as const,
  team: (workshopId: string) => [...timeClockKeys.all(), workshopId, 'team'] as const,
  cardClocks: (workshopId: string, jobCardId: string) => [...timeClockKeys.all(), workshopId, 'job-card', jobCardId] as const,
  report: (workshopId: string, report: TimeReport, period: TReportPeriod) => [...timeClockKeys.all(), workshopId, 'report', report, period] as const,
};

export type TimeReport = 'attendance' | 'technician-efficiency';

export const workshopPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;

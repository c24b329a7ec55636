import type { ServerModule } from '../../platform/server-module';
import { createAttendanceService } from './attendance.service';
import { createJobClocksService } from './job-clocks.service';
import type { TimeClockDeps } from './time-clock-context';
import { timeClockRoutes } from './time-clock.routes';
import { createTimeReportsService } from './time-reports.service';

/**
 * The time tracker (issue 29 part 3, decision 0056): attendance with the device's location and the
 * workshop's geofence, job clocks on labour lines, and the attendance and technician efficiency
 * reports. Keyed by the staff account of the person who clocks.
 */
export function createTimeClockModule(deps: TimeClockDeps) {
  const attendance = createAttendanceService(deps);
  const jobClocks = createJobClocksService(deps);
  const reports = createTimeReportsService({ ...deps, attendance });
  const module: ServerModule = {
    name: 'time-clock',
    routes: [timeClockRoutes({ attendance, jobClocks, reports })],
    uniqueConstraints: {
      attendance_one_open_per_staff: { code: 'timeClock/already-clocked-in' },
      job_clocks_one_running_per_staff: { code: 'timeClock/clock-running' },
      job_clocks_one_open_per_line: { code: 'timeClock/step-not-allowed', field: 'action' },
      job_clock_stretches_one_open: { code: 'timeClock/step-not-allowed', field: 'action' },
    },
  };
  return { services: { attendance, jobClocks }, module };
}

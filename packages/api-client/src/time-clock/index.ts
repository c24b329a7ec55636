// The workshop app's time tracker (issue 29 part 3): my clock, the team, job clocks and the reports.
export { timeClockKeys, type TimeReport } from './query-keys';
export { clock, getMyTime, getTeamAttendance, useClock, useMyTime, useTeamAttendance } from './attendance';
export { getJobCardClocks, stepJobClock, useJobCardClocks, useStepJobClock } from './job-clocks';
export { getAttendanceReport, getEfficiencyReport, useAttendanceReport, useEfficiencyReport } from './time-reports';

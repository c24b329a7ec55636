// The reports draw charts (recharts): an entry of their own, so the job card and My time never download them.
export { AttendanceReportScreen } from './components/attendance-report-screen';
export { EfficiencyReportScreen } from './components/efficiency-report-screen';

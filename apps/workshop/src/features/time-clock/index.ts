export { MyTimeScreen } from './components/my-time-screen';
export { TeamScreen } from './components/team-screen';
export { CardClocksPanel } from './components/card-clocks-panel';
export { AttendanceReportScreen } from './components/attendance-report-screen';
export { EfficiencyReportScreen } from './components/efficiency-report-screen';

export { JobCardScreen } from './components/job-card-screen';
export type { LabourLineExtra } from './components/estimate/estimate-lines';

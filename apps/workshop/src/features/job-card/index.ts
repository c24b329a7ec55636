export { JobCardScreen } from './components/job-card-screen';

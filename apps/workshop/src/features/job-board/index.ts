export { JobBoardScreen } from './components/job-board-screen';

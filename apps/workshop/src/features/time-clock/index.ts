export { MyTimeScreen } from './components/my-time-screen';
export { TeamScreen } from './components/team-screen';
export { CardClocksPanel } from './components/card-clocks-panel';

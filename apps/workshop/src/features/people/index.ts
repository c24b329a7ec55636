export { PeopleScreen } from './components/people-screen';

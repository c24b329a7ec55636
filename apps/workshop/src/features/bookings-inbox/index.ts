export { InboxScreen } from './components/inbox-screen';

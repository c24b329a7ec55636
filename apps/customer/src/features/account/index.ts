export { DeleteAccountPanel } from './components/delete-account-panel';

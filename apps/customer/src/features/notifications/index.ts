// The header's bell only: the list is a face of its own (./panel), loaded on demand, so the portal
// shell, which imports this, does not carry it.
export { NotificationBell } from './components/notification-bell';

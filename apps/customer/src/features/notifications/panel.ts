// The list, loaded on demand by the bell's popover and by the notifications page alike: one module
// behind both, so the sign-in page's code names one chunk for them (decision 0013), and the header
// on every portal screen carries only the bell (./index).
export { NotificationsPanel } from './components/notifications-panel';
export { NotificationsScreen } from './components/notifications-screen';

// The customer's notifications: one file per endpoint, with their keys.
export { notificationKeys } from './notification-keys';
export { getNotifications, notificationsQueryOptions, useNotifications } from './get-notifications';
export { clearNotifications, markNotificationRead, useClearNotifications, useMarkNotificationRead } from './change-notifications';

import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast host, in a module of its own so it can load after the first paint: importing it
 * lazily from the package itself would pull the whole package into the entry, beside the
 * `notifications` store the features import statically.
 */
export function NotificationsHost() {
  return <Notifications position="top-center" />;
}

import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast host, in a module of its own so it loads with the first toast (see
 * notifications-host.tsx): importing it lazily from the package itself would pull the whole package
 * into the entry, beside the `notifications` store the features import statically.
 */
export function ToastHost() {
  return <Notifications position="top-center" />;
}

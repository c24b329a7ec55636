import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * Mantine's toast host (about 15 KB with its transitions and the scroll lock) loads with the first
 * toast, not with the sign-in screen that usually shows none. A toast raised before it is there
 * waits in Mantine's store and shows when it mounts. A failed load (offline before the service
 * worker has cached it) is tried again at the next change of the store.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [Host, setHost] = useState<ComponentType | null>(null);
  const hasToasts = notifications.length > 0 || queue.length > 0;
  useEffect(() => {
    if (Host || !hasToasts) return;
    let isCurrent = true;
    void import('./toast-host').then(
      ({ ToastHost }) => {
        if (isCurrent) setHost(() => ToastHost);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [Host, hasToasts, notifications, queue]);
  return Host ? <Host /> : null;
}

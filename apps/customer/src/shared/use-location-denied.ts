import { useEffect, useState } from 'react';

/**
 * Whether the customer has refused this site their location (the browser's permission, followed
 * as it changes). Unknown, or a browser without the Permissions API, counts as not refused.
 */
export function useLocationDenied(): boolean {
  const [isDenied, setDenied] = useState(false);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let isLive = true;
    const follow = () => setDenied(status?.state === 'denied');
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((found) => {
        if (!isLive) return;
        status = found;
        follow();
        found.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => {
      isLive = false;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return isDenied;
}

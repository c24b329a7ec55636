import { Group, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network; follows the online and offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Shown above every screen while there is no network: the installed app still opens (the service
 * worker has the shell, the brand's profile is the one kept from the last start) but nothing of
 * the customer's can load, and requests wait for the network to come back (TanStack Query pauses
 * them), so the screen says why it waits.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <Paper role="status" radius={0} px="md" py="sm" bg="dark.7" c="white">
      <Group justify="center">
        <Stack gap={2} ta="center">
          <Text fw={700}>{t('offline.heading')}</Text>
          <Text size="sm">{t('offline.body')}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { FullPageLoader } from '@servicebay/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

export function StartupLoader() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('app.loading')} />;
}

/**
 * The brand's profile (or a screen) failed to load: say so and offer another try. Offline (the
 * installed app opened from the service worker's cache), the try is made again by itself as soon
 * as the network is back.
 */
export function StartupError() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    const retry = () => void revalidator.revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidator]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} size="h3">
          {t('startup.heading')}
        </Title>
        <Text c="dimmed">{t('startup.body')}</Text>
        <Button onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
          {t('startup.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

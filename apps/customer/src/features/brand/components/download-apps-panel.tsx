import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isDesktopBrowser } from '../is-desktop-browser';

const nothingToFollow = () => () => undefined;

/** Store links for customers on a computer, when the brand has apps to offer. */
export function DownloadAppsPanel() {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  // The server renders the panel as for a computer (its screen goes to every visitor); a phone or
  // tablet drops it as the app takes over, where it was hidden by the width rule anyway.
  const isDesktop = useSyncExternalStore(
    nothingToFollow,
    () => isDesktopBrowser(navigator),
    () => true,
  );
  const stores = [
    { label: t('brand.appStore'), href: clientProfile.appleAppStoreLink },
    { label: t('brand.playStore'), href: clientProfile.googlePlayStoreLink },
  ].filter((store) => store.href !== '');

  // Desktop browsers only, and only in a desktop-wide window: the spec's 700 px layout breakpoint
  // (`sm`), as a CSS rule so the server's screen already has the layout the app will keep.
  const isShown = clientProfile.downloadApps && isDesktop && stores.length > 0;
  if (!isShown) return null;

  return (
    <Paper visibleFrom="sm" component="section" aria-labelledby="download-apps-heading" p="lg" radius="lg" withBorder>
      <Title id="download-apps-heading" order={2} size="h4">
        {t('brand.downloadHeading')}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('brand.downloadBody')}
      </Text>
      <Group mt="md" gap="sm">
        {stores.map((store) => (
          <Button key={store.href} component="a" href={store.href} target="_blank" rel="noopener noreferrer" variant="default">
            {store.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}

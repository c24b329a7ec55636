import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useClientProfile } from '@servicebay/api-client';
import { MOBILE_BREAKPOINT_PX } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { isDesktopBrowser } from '../is-desktop-browser';

/** Store links for customers on a computer, when the brand has apps to offer. */
export function DownloadAppsPanel() {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const { width } = useViewportSize();
  const stores = [
    { label: t('brand.appStore'), href: clientProfile.appleAppStoreLink },
    { label: t('brand.playStore'), href: clientProfile.googlePlayStoreLink },
  ].filter((store) => store.href !== '');

  // Desktop browsers only, and only in a desktop-wide window (the spec's 700 px layout breakpoint).
  const isShown = clientProfile.downloadApps && width >= MOBILE_BREAKPOINT_PX && isDesktopBrowser(navigator) && stores.length > 0;
  if (!isShown) return null;

  return (
    <Paper component="section" aria-labelledby="download-apps-heading" p="lg" radius="lg" withBorder>
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

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageShell } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { BrandLogo, BrandSlider, DownloadAppsPanel } from '../../features/brand';
import { LanguageSelect } from '../../shared/language-select';

/**
 * The login area of customer spec section 2: banner logo and language picker above, the brand's
 * slides beside the form (above it on phones), the download-the-app panel under it on desktops.
 * The card opens with the screen's heading and a line under it.
 */
export function LoginAreaShell({ heading, intro, children }: { heading: string; intro: ReactNode; children: ReactNode }) {
  return (
    <PageShell brand={<BrandLogo />} actions={<LanguageSelect />}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'lg', sm: 48 }} style={{ alignItems: 'center' }}>
        <BrandSlider />
        <Stack gap="lg" maw={480} w="100%" mx="auto">
          <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder shadow="xs">
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2">
                  {heading}
                </Title>
                <Text c="dimmed" mt={4}>
                  {intro}
                </Text>
              </div>
              {children}
            </Stack>
          </Paper>
          <DownloadAppsPanel />
        </Stack>
      </SimpleGrid>
    </PageShell>
  );
}

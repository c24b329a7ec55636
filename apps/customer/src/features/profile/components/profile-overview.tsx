import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '@servicebay/api-client';
import { MapPinIcon, StarIcon, SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from './avatar-upload';
import { CompletenessCard } from './completeness-card';
import { ProfileLinks } from './profile-links';

/**
 * /portal/profile: who the customer is, how complete the profile is, and where to complete it.
 * `footer` goes under the links (the app puts Sign Out there, spec section 2).
 */
export function ProfileOverview({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.isPending) return <SectionLoader label={t('app.loading')} />;
  if (profile.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  const { data } = profile;
  const name = data.name?.trim() || (data.isAnonymous ? t('portal.guest') : null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <Stack gap="lg">
        <Paper p="lg" radius="lg" withBorder>
          <Stack align="center" gap="sm" ta="center">
            <AvatarUpload profile={data} />
            <div>
              {name ? (
                <Title order={2} size="h3" dir="auto">
                  {name}
                </Title>
              ) : null}
              {data.primaryPhoneNumber ? (
                <Text c="dimmed" dir="ltr">
                  {data.primaryPhoneNumber}
                </Text>
              ) : null}
            </div>
            <Group gap="lg" justify="center">
              <Group gap={6} c="dimmed" wrap="nowrap">
                <MapPinIcon size={18} />
                <Text size="sm">{data.city ?? t('profile.noCity')}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <StarIcon size={18} />
                <Text size="sm">
                  {t('profile.rewardPoints')}: <strong>{data.rewardPoints}</strong>
                </Text>
              </Group>
            </Group>
          </Stack>
        </Paper>
        <CompletenessCard percent={data.completeness} />
      </Stack>
      <Stack gap="lg">
        <ProfileLinks />
        {footer}
      </Stack>
    </SimpleGrid>
  );
}

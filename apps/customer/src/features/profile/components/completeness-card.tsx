import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Completeness as the API computes it (stored 40 + 30 with a vehicle + 30 with its documents). */
export function CompletenessCard({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('profile.completeness')}</Text>
          <Text fw={700} c="var(--brand-primary)">
            {t('profile.completenessValue', { percent })}
          </Text>
        </Group>
        <Progress value={percent} size="lg" radius="xl" aria-label={t('profile.completeness')} />
        <Text size="sm" c="dimmed">
          {percent >= 100 ? t('profile.completenessDone') : t('profile.completenessHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

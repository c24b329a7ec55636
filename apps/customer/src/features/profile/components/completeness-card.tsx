import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompletenessMeter } from '../../../shared/completeness-meter';

/** Completeness as the API computes it (stored 40 + 30 with a vehicle + 30 with its documents). */
export function CompletenessCard({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="xs">
        <CompletenessMeter percent={percent} />
        <Text size="sm" c="dimmed">
          {percent >= 100 ? t('profile.completenessDone') : t('profile.completenessHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

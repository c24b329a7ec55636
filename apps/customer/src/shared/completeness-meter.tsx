import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The profile's completeness as a label, its percentage and a bar. The visible value is the bare
 * percentage so label and value share one line on a 320 px phone in both languages ("40%
 * complete" wrapped under "Profile completeness"); the bar, named by the label, announces its
 * value as a percentage.
 */
export function CompletenessMeter({ percent, size = 'md' }: { percent: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size={size} fw={600} style={{ minWidth: 0 }}>
          {t('profile.completeness')}
        </Text>
        <Text size={size} fw={700} c="var(--brand-primary)" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} color="var(--brand-primary)" size={size === 'sm' ? 'md' : 'lg'} radius="xl" aria-label={t('profile.completeness')} />
    </Stack>
  );
}

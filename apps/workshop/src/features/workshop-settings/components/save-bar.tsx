import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The bar under the settings that saves them, kept in view while scrolling. */
export function SaveBar({ isDirty, isSaving }: { isDirty: boolean; isSaving: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="sm" shadow="sm" className="workshop-settings__save-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {isDirty ? t('workshop.settings.unsaved') : ''}
        </Text>
        <Button type="submit" loading={isSaving} disabled={!isDirty}>
          {t('workshop.settings.save')}
        </Button>
      </Group>
    </Paper>
  );
}

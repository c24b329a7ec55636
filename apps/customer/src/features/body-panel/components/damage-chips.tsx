import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import type { TDamageType } from '@servicebay/domain';
import { SectionLoader } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type DamageChipsProps = {
  partName: string;
  damageTypes: TDamageType[] | undefined;
  isLoading: boolean;
  chosen: string[];
  onToggle: (damageTypeId: string) => void;
};

/** What happened to the chosen part: one chip per damage the part can have; several may be chosen. */
export function DamageChips({ partName, damageTypes, isLoading, chosen, onToggle }: DamageChipsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {t('bodyPanel.damage.heading', { part: partName })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('bodyPanel.damage.hint')}
      </Text>
      {isLoading ? (
        <SectionLoader label={t('bodyPanel.damage.loading')} py="xs" />
      ) : (
        <Group gap="xs" role="group" aria-labelledby={headingId}>
          {(damageTypes ?? []).map((damage) => (
            <Chip
              key={damage.damageTypeId}
              checked={chosen.includes(damage.damageTypeId)}
              onChange={() => onToggle(damage.damageTypeId)}
              radius="xl"
              size="md"
              variant="outline"
            >
              {damage.displayName}
            </Chip>
          ))}
        </Group>
      )}
    </Stack>
  );
}

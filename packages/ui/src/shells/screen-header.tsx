import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrowBackIcon } from '../line-icons';

type ScreenHeaderProps = {
  title: string;
  description?: ReactNode;
  /** With both, a back arrow before the title (it turns to the reading direction). */
  backLabel?: string;
  onBack?: () => void;
  /** End of the row: a primary action such as "Add new address". */
  actions?: ReactNode;
};

/** The title row of a portal screen: back arrow, heading (the page's h1), intro text and actions. */
export function ScreenHeader({ title, description, backLabel, onBack, actions }: ScreenHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="lg" wrap="wrap">
      <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        {onBack && backLabel ? (
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" onClick={onBack} aria-label={backLabel} mt={2}>
            <ArrowBackIcon />
          </ActionIcon>
        ) : null}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}

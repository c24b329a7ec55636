import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = { id: string; title: string; hint?: string; actions?: ReactNode; children: ReactNode };

/** One section of the settings: a card with its heading, named for screen readers by it. */
export function SettingsSection({ id, title, hint, actions, children }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={`${id}-heading`}>
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
        {actions}
      </Stack>
    </Paper>
  );
}

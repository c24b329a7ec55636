import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A fact on a card: a small dim label over its value (a booking in the inbox, a job card's places). */
export function LabelledFact({ label, children, isCaps = false }: { label: string; children: ReactNode; isCaps?: boolean }) {
  return (
    <Stack gap={isCaps ? 2 : 0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={isCaps ? 600 : 500} tt={isCaps ? 'uppercase' : undefined}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

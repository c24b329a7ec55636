import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import '../../../shared/record-cards.css';

export type ReportCard = { key: string; title: string; day: string; lines: ReactNode[] };

/** A report's rows as cards on a phone: the person and the day on top, the figures below, none scrolled sideways. */
export function ReportCards({ label, cards }: { label: string; cards: ReportCard[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key} className="record-card" aria-label={`${card.title} ${card.day}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={700}>{card.title}</Text>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {card.day}
            </Text>
          </Group>
          {card.lines.map((line, index) => (
            <Text key={index} size="sm">
              {line}
            </Text>
          ))}
        </li>
      ))}
    </Stack>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A document's number as the row's link to its job card (a keyboard reaches each row), the job card's number under it, and any action (its PDF). */
export function DocumentNumberCell({ number, jobCardNo, to, action }: { number: string; jobCardNo: string; to: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text component={Link} to={to} size="sm" fw={600} c="var(--mantine-color-text)" dir="ltr" ta="start" onClick={(event) => event.stopPropagation()}>
        {number}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('workshop.registers.jobCard')} <bdi>{jobCardNo}</bdi>
        </Text>
        {action}
      </Group>
    </Stack>
  );
}

/** The customer as the document names them, and the plate at issue. */
export function CustomerCell({ name, plate }: { name: string; plate: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} miw={120}>
      <Text size="sm" fw={500} dir="auto" lineClamp={2}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" dir="ltr" ta="start">
        {plate ?? t('workshop.registers.noPlate')}
      </Text>
    </Stack>
  );
}

/** An amount in its column, digits aligned. */
export const Amount = ({ children, tone }: { children: string; tone?: 'due' | 'dimmed' }) => (
  <Text
    size="sm"
    fw={tone === 'due' ? 600 : undefined}
    c={tone === 'due' ? 'red.9' : tone === 'dimmed' ? 'dimmed' : undefined}
    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
  >
    <span dir="ltr">{children}</span>
  </Text>
);

/** A document on a phone's card: its number and what places it on top, its amount beside them; the customer and any more below. */
export function DocumentCard({ number, placed, amount, customer }: { number: string; placed: ReactNode; amount: string; customer: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
            {number}
          </Text>
          <Text size="xs" c="dimmed">
            {placed}
          </Text>
        </Stack>
        <Amount>{amount}</Amount>
      </Group>
      {customer}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A document's number as the row's link to its job card (a keyboard reaches each row), the job card's number under it. */
export function DocumentNumberCell({ number, jobCardNo, to }: { number: string; jobCardNo: string; to: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text component={Link} to={to} size="sm" fw={600} c="var(--mantine-color-text)" dir="ltr" ta="start" onClick={(event) => event.stopPropagation()}>
        {number}
      </Text>
      <Text size="xs" c="dimmed">
        {t('workshop.registers.jobCard', { number: jobCardNo })}
      </Text>
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

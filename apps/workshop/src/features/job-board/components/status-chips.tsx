import { Chip, Group, Text } from '@mantine/core';
import { JOB_CARD_STATUSES, type TJobCardStatus } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

type StatusChipsProps = {
  counts: Record<string, number>;
  value: TJobCardStatus | null;
  onChange: (status: TJobCardStatus | null) => void;
};

const ALL = 'all';

/**
 * The board by status, each with how many cards the other filters find in it (`countsByStatus`):
 * All first, then the statuses that have cards, in the state machine's order; the chosen one stays
 * even when it has none left.
 */
export function StatusChips({ counts, value, onChange }: StatusChipsProps) {
  const { t } = useTranslation();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const shown = JOB_CARD_STATUSES.filter((status) => (counts[status] ?? 0) > 0 || status === value);
  const chip = (key: string, label: string, count: number) => (
    <Chip key={key} value={key} radius="sm" variant="outline" styles={{ label: { fontWeight: 500 } }}>
      {label}{' '}
      <Text span size="xs" fw={700} c="inherit">
        {count}
      </Text>
    </Chip>
  );
  return (
    <div role="radiogroup" aria-label={t('workshop.board.statusFilter')} style={{ flex: 1, minWidth: 0 }}>
      <Chip.Group multiple={false} value={value ?? ALL} onChange={(next) => onChange(next === ALL ? null : (next as TJobCardStatus))}>
        <Group gap={6} wrap="wrap">
          {chip(ALL, t('workshop.board.all'), total)}
          {shown.map((status) => chip(status, t(`workshop.jobCardStatuses.${status}`), counts[status] ?? 0))}
        </Group>
      </Chip.Group>
    </div>
  );
}

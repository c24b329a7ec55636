import { Group, Stack, Text } from '@mantine/core';
import type { TJobCardSummary } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { JobCardStatusBadge } from '../../../shared/job-card-status-badge';
import { RecordCards } from '../../../shared/record-cards';
import { BOARD_PAGE_SIZE } from '../board-query';

type JobBoardCardsProps = {
  items: readonly TJobCardSummary[];
  total: number;
  page: number;
  isFetching: boolean;
  formats: Formats;
  linkTo: (card: TJobCardSummary) => string;
  onPage: (page: number) => void;
};

/** The board on a phone: each card by its plate and vehicle first, then its status, customer and delivery. */
export function JobBoardCards({ items, total, page, isFetching, formats, linkTo, onPage }: JobBoardCardsProps) {
  const { t } = useTranslation();
  const plateOf = (card: TJobCardSummary) => card.vehicleNumber ?? t('workshop.jobCard.noPlate');
  return (
    <RecordCards
      records={items}
      idOf={(card) => card.jobCardId}
      nameOf={(card) => `${plateOf(card)}, ${card.jobCardNo}`}
      linkTo={linkTo}
      total={total}
      page={page}
      pageSize={BOARD_PAGE_SIZE}
      onPage={onPage}
      isFetching={isFetching}
      texts="workshop.board"
      emptyText={t('workshop.board.noCards')}
    >
      {(card) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
                {plateOf(card)}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {card.vehicleLabel}
              </Text>
            </Stack>
            <JobCardStatusBadge status={card.status} />
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={500} truncate dir="auto">
              {card.customerName}
            </Text>
            <Text size="xs" c="dimmed" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
              {card.jobCardNo}
            </Text>
          </Group>
          {card.estimatedDeliveryAt ? (
            <Text size="xs" c="dimmed">
              {t('workshop.board.columns.delivery')}: {formats.dateTime(card.estimatedDeliveryAt)}
            </Text>
          ) : null}
        </Stack>
      )}
    </RecordCards>
  );
}

import { Anchor, Stack, Text, type MantineTheme } from '@mantine/core';
import type { TJobCardSummary } from '@servicebay/domain';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Formats } from '../../../shared/formats';
import { JobCardStatusBadge } from '../../../shared/job-card-status-badge';
import { spacedMobile } from '../../../shared/phone-text';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { BOARD_PAGE_SIZE, sortOf, sortStatusOf, type BoardSort } from '../board-query';
import { JobBoardCards } from './job-board-cards';

type JobBoardTableProps = {
  items: readonly TJobCardSummary[];
  total: number;
  page: number;
  sort: BoardSort;
  isFetching: boolean;
  formats: Formats;
  countryCode: string;
  linkTo: (card: TJobCardSummary) => string;
  onOpen: (card: TJobCardSummary) => void;
  onPage: (page: number) => void;
  onSort: (sort: BoardSort) => void;
};

const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

/**
 * The board as a grid, paged and sorted by the server (a workshop keeps thousands of cards). A row
 * opens its card; the card's number is its link, for the keyboard. On a tablet the advisor column
 * goes, so the status and the dates stay in view; on a phone the cards are cards (job-board-cards.tsx).
 */
export function JobBoardTable({ items, total, page, sort, isFetching, formats, countryCode, linkTo, onOpen, onPage, onSort }: JobBoardTableProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  if (isPhone) return <JobBoardCards items={items} total={total} page={page} isFetching={isFetching} formats={formats} linkTo={linkTo} onPage={onPage} />;
  const when = (iso: string | null) => (iso ? formats.dateTime(iso) : '–');
  const columns: DataTableColumn<TJobCardSummary>[] = [
    {
      accessor: 'jobCardNo',
      title: t('workshop.board.columns.jobCard'),
      noWrap: true,
      render: (card) => (
        <Stack gap={0}>
          <Anchor component={Link} to={linkTo(card)} fw={600} size="sm" dir="ltr" ta="start">
            {card.jobCardNo}
          </Anchor>
          <Text size="xs" c="dimmed" dir="ltr" ta="start">
            {card.bookingCode ?? t('workshop.jobCard.walkIn')}
          </Text>
        </Stack>
      ),
    },
    // As wide as the longest status ('Estimation Rejected'), so no status is cut short.
    { accessor: 'status', title: t('workshop.board.columns.status'), width: 160, render: (card) => <JobCardStatusBadge status={card.status} /> },
    {
      accessor: 'customerName',
      title: t('workshop.board.columns.customer'),
      render: (card) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {card.customerName}
          </Text>
          {card.mobileNumber ? (
            <Text size="xs" c="dimmed" dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
              {spacedMobile(card.mobileNumber, countryCode)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'vehicleNumber',
      title: t('workshop.board.columns.vehicle'),
      render: (card) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
            {card.vehicleNumber ?? t('workshop.jobCard.noPlate')}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {card.vehicleLabel}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'advisor',
      title: t('workshop.board.columns.advisor'),
      visibleMediaQuery: wide,
      render: (card) =>
        card.advisor?.name ?? (
          <Text c="dimmed" size="sm">
            {t('workshop.board.notAssigned')}
          </Text>
        ),
    },
    { accessor: 'createdAt', title: t('workshop.board.columns.opened'), sortable: true, render: (card) => when(card.createdAt) },
    {
      accessor: 'estimatedDeliveryAt',
      title: t('workshop.board.columns.delivery'),
      sortable: true,
      render: (card) => when(card.estimatedDeliveryAt),
    },
  ];

  return (
    <DataTable<TJobCardSummary>
      records={[...items]}
      columns={columns}
      idAccessor="jobCardId"
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="md"
      minHeight={items.length === 0 ? 200 : undefined}
      fetching={isFetching}
      loaderBackgroundBlur={1}
      noRecordsText={t('workshop.board.noCards')}
      sortStatus={sortStatusOf(sort)}
      onSortStatusChange={(status) => onSort(sortOf(status))}
      onRowClick={({ record, event }) => {
        // The number is a link already: its own click navigates.
        if (!(event.target instanceof Element && event.target.closest('a'))) onOpen(record);
      }}
      totalRecords={total}
      recordsPerPage={BOARD_PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      paginationText={({ from, to, totalRecords }) => t('workshop.board.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous' ? { 'aria-label': t('workshop.board.previousPage') } : control === 'next' ? { 'aria-label': t('workshop.board.nextPage') } : {}
      }
      getPaginationItemProps={(number) => ({ 'aria-label': t('workshop.board.page', { page: number }) })}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}

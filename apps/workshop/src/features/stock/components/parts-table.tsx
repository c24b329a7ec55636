import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TPart } from '@servicebay/domain';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Formats } from '../../../shared/formats';
import { RecordCards } from '../../../shared/record-cards';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { PARTS_PAGE_SIZE } from '../parts-query';

const END: CSSProperties = { textAlign: 'end' };
const AT_END = { titleStyle: END, cellsStyle: () => END };

type PartsTableProps = {
  parts: readonly TPart[];
  total: number;
  page: number;
  isFetching: boolean;
  formats: Formats;
  linkTo: (part: TPart) => string;
  onPage: (page: number) => void;
};

/** 'Low stock' beside a part at or below its reorder level here. */
export function LowStockBadge({ part }: { part: TPart }) {
  const { t } = useTranslation();
  return part.stock.isLow ? (
    <Badge component="span" color="orange" variant="dot" radius="sm" tt="none" fw={500}>
      {t('workshop.stock.parts.low')}
    </Badge>
  ) : null;
}

/** One page of the parts master as the server found it, with the stock here: a grid at the desk, cards on a phone. */
export function PartsTable({ parts, total, page, isFetching, formats, linkTo, onPage }: PartsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = usePhoneLayout();
  const emptyText = t('workshop.stock.parts.none');
  const onHand = (part: TPart) => <span dir="ltr">{formats.number(part.stock.onHand)}</span>;
  if (isPhone) {
    return (
      <RecordCards
        records={parts}
        idOf={(part) => part.partId}
        nameOf={(part) => `${part.partNumber} ${part.name}`}
        linkTo={linkTo}
        total={total}
        page={page}
        pageSize={PARTS_PAGE_SIZE}
        onPage={onPage}
        isFetching={isFetching}
        texts="workshop.stock.parts"
        emptyText={emptyText}
      >
        {(part) => (
          <Stack gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700} dir="ltr" truncate>
                {part.partNumber}
              </Text>
              <LowStockBadge part={part} />
            </Group>
            <Text size="sm">{part.name}</Text>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('workshop.stock.parts.onHandOf', { quantity: formats.number(part.stock.onHand) })}
                {part.stock.bin ? ` · ${part.stock.bin}` : ''}
              </Text>
              <Text size="sm" dir="ltr">
                {formats.money(part.sellingPrice, part.currency)}
              </Text>
            </Group>
          </Stack>
        )}
      </RecordCards>
    );
  }
  const columns: DataTableColumn<TPart>[] = [
    {
      accessor: 'partNumber',
      title: t('workshop.stock.parts.columns.partNumber'),
      noWrap: true,
      render: (part) => (
        <Text component={Link} to={linkTo(part)} size="sm" fw={600} dir="ltr" c="var(--mantine-color-text)" onClick={(event) => event.stopPropagation()}>
          {part.partNumber}
        </Text>
      ),
    },
    { accessor: 'name', title: t('workshop.stock.parts.columns.name') },
    { accessor: 'brand', title: t('workshop.stock.parts.columns.brand'), render: (part) => part.brand ?? '–' },
    { accessor: 'bin', title: t('workshop.stock.parts.columns.bin'), noWrap: true, render: (part) => part.stock.bin ?? '–' },
    {
      accessor: 'onHand',
      title: t('workshop.stock.parts.columns.onHand'),
      noWrap: true,
      ...AT_END,
      render: (part) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <LowStockBadge part={part} />
          {onHand(part)}
        </Group>
      ),
    },
    {
      accessor: 'sellingPrice',
      title: t('workshop.stock.parts.columns.sellingPrice'),
      noWrap: true,
      ...AT_END,
      render: (part) => <span dir="ltr">{formats.money(part.sellingPrice, part.currency)}</span>,
    },
  ];
  return (
    <DataTable<TPart>
      records={[...parts]}
      columns={columns}
      idAccessor="partId"
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="xs"
      minHeight={parts.length === 0 ? 180 : undefined}
      noRecordsText={emptyText}
      onRowClick={({ record }) => void navigate(linkTo(record))}
      totalRecords={total}
      recordsPerPage={PARTS_PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      fetching={isFetching}
      paginationText={({ from, to, totalRecords }) => t('workshop.stock.parts.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('workshop.stock.parts.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('workshop.stock.parts.nextPage') }
            : {}
      }
      getPaginationItemProps={(number) => ({ 'aria-label': t('workshop.stock.parts.page', { page: number }) })}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}

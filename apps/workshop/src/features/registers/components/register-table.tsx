import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordCards } from '../../../shared/record-cards';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { REGISTER_PAGE_SIZE } from '../register-query';

/** An amount's column, against the end of the row in either direction (the grid's own alignment is left or right). */
const END: CSSProperties = { textAlign: 'end' };
export const AT_END = { titleStyle: END, cellsStyle: () => END };

type RegisterTableProps<T> = {
  records: readonly T[];
  idOf: (record: T) => string;
  /** A phone card's accessible name: the document's number and the customer. */
  nameOf: (record: T) => string;
  columns: DataTableColumn<T>[];
  card: (record: T) => ReactNode;
  total: number;
  page: number;
  /** The next page is on its way: the last one stays, dimmed. */
  isFetching: boolean;
  emptyText: string;
  linkTo: (record: T) => string;
  onPage: (page: number) => void;
};

/** One page of a register as the server found it: a grid at the desk, a row opening its job card; cards on a phone. */
export function RegisterTable<T>({ records, idOf, nameOf, columns, card, total, page, isFetching, emptyText, linkTo, onPage }: RegisterTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = usePhoneLayout();
  if (isPhone) {
    return (
      <RecordCards
        records={records}
        idOf={idOf}
        nameOf={nameOf}
        linkTo={linkTo}
        total={total}
        page={page}
        pageSize={REGISTER_PAGE_SIZE}
        onPage={onPage}
        isFetching={isFetching}
        texts="workshop.registers"
        emptyText={emptyText}
      >
        {card}
      </RecordCards>
    );
  }
  return (
    <DataTable<T>
      records={[...records]}
      columns={columns}
      idAccessor={(record) => idOf(record)}
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="xs"
      minHeight={records.length === 0 ? 180 : undefined}
      noRecordsText={emptyText}
      onRowClick={({ record }) => void navigate(linkTo(record))}
      totalRecords={total}
      recordsPerPage={REGISTER_PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      fetching={isFetching}
      paginationText={({ from, to, totalRecords }) => t('workshop.registers.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('workshop.registers.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('workshop.registers.nextPage') }
            : {}
      }
      getPaginationItemProps={(number) => ({ 'aria-label': t('workshop.registers.page', { page: number }) })}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}

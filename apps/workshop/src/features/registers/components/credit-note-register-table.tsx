import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TCreditNoteRegisterRow } from '@servicebay/domain';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { openInvoicePdf } from '../../../shared/open-invoice-pdf';
import { Amount, CustomerCell, DocumentNumberCell } from './document-cells';
import { AT_END, RegisterTable } from './register-table';

type CreditNoteRegisterTableProps = {
  workshopId: string;
  rows: readonly TCreditNoteRegisterRow[];
  currency: string;
  total: number;
  page: number;
  isFetching: boolean;
  formats: Formats;
  linkTo: (row: TCreditNoteRegisterRow) => string;
  onOpen: (row: TCreditNoteRegisterRow) => void;
  onPage: (page: number) => void;
};

/** A page of the credit-note register: each note's day, number, the invoice it credits (its PDF a click away), the customer and the amounts taken back. */
export function CreditNoteRegisterTable({
  workshopId,
  rows,
  currency,
  total,
  page,
  isFetching,
  formats,
  linkTo,
  onOpen,
  onPage,
}: CreditNoteRegisterTableProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formats.money(amount, currency);
  const columns: DataTableColumn<TCreditNoteRegisterRow>[] = [
    { accessor: 'day', title: t('workshop.registers.creditNotes.columns.date'), noWrap: true, render: (row) => formats.day(row.day) },
    {
      accessor: 'number',
      title: t('workshop.registers.creditNotes.columns.number'),
      render: (row) => <DocumentNumberCell number={row.number} jobCardNo={row.jobCardNo} to={linkTo(row)} />,
    },
    {
      accessor: 'invoiceNumber',
      title: t('workshop.registers.creditNotes.columns.invoice'),
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          onClick={(event) => {
            event.stopPropagation();
            void openInvoicePdf(workshopId, row.invoiceId);
          }}
        >
          <span dir="ltr">{row.invoiceNumber}</span>
          <VisuallyHidden> {t('workshop.registers.invoicePdf')}</VisuallyHidden>
        </Button>
      ),
    },
    {
      accessor: 'customerName',
      title: t('workshop.registers.creditNotes.columns.customer'),
      render: (row) => <CustomerCell name={row.customerName} plate={row.vehicleNumber} />,
    },
    {
      accessor: 'reason',
      title: t('workshop.registers.creditNotes.columns.basis'),
      render: (row) => (
        <Stack gap={0} maw={220}>
          <Text size="xs" fw={600}>
            {t(`workshop.registers.creditNotes.bases.${row.basis}`)}
          </Text>
          {row.reason ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'taxable',
      title: t('workshop.registers.creditNotes.columns.taxable'),
      ...AT_END,
      render: (row) => <Amount tone="dimmed">{money(row.taxable)}</Amount>,
    },
    { accessor: 'tax', title: t('workshop.registers.creditNotes.columns.tax'), ...AT_END, render: (row) => <Amount tone="dimmed">{money(row.tax)}</Amount> },
    { accessor: 'total', title: t('workshop.registers.creditNotes.columns.total'), ...AT_END, render: (row) => <Amount>{money(row.total)}</Amount> },
  ];

  return (
    <RegisterTable
      records={rows}
      idOf={(row) => row.creditNoteId}
      nameOf={(row) => `${row.number}, ${row.customerName}`}
      columns={columns}
      total={total}
      page={page}
      isFetching={isFetching}
      emptyText={t('workshop.registers.creditNotes.none')}
      linkTo={linkTo}
      onOpen={onOpen}
      onPage={onPage}
      card={(row) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
                {row.number}
              </Text>
              <Text size="xs" c="dimmed">
                {formats.day(row.day)} · <span dir="ltr">{row.invoiceNumber}</span>
              </Text>
            </Stack>
            <Amount>{money(row.total)}</Amount>
          </Group>
          <CustomerCell name={row.customerName} plate={row.vehicleNumber} />
        </Stack>
      )}
    />
  );
}

import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TInvoiceRegisterRow } from '@servicebay/domain';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { openInvoicePdf } from '../../../shared/open-invoice-pdf';
import { Amount, CustomerCell, DocumentNumberCell } from './document-cells';
import { AT_END, RegisterTable } from './register-table';

type InvoiceRegisterTableProps = {
  workshopId: string;
  rows: readonly TInvoiceRegisterRow[];
  currency: string;
  total: number;
  page: number;
  isFetching: boolean;
  formats: Formats;
  linkTo: (row: TInvoiceRegisterRow) => string;
  onOpen: (row: TInvoiceRegisterRow) => void;
  onPage: (page: number) => void;
};

/** A page of the invoice register: each invoice's day, number, customer and plate, amounts, and what is still owed; its PDF a click away. */
export function InvoiceRegisterTable({ workshopId, rows, currency, total, page, isFetching, formats, linkTo, onOpen, onPage }: InvoiceRegisterTableProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formats.money(amount, currency);
  const isProforma = rows[0]?.kind === 'proforma';
  const balanceOf = (row: TInvoiceRegisterRow) =>
    row.balance === 0 ? (
      <Badge variant="light" color="teal" radius="sm" tt="none">
        {t('workshop.registers.invoices.paidInFull')}
      </Badge>
    ) : (
      <Amount tone="due">{money(row.balance ?? 0)}</Amount>
    );

  const columns: DataTableColumn<TInvoiceRegisterRow>[] = [
    { accessor: 'day', title: t('workshop.registers.invoices.columns.date'), noWrap: true, render: (row) => formats.day(row.day) },
    {
      accessor: 'number',
      title: t('workshop.registers.invoices.columns.number'),
      render: (row) => <DocumentNumberCell number={row.number} jobCardNo={row.jobCardNo} to={linkTo(row)} />,
    },
    {
      accessor: 'customerName',
      title: t('workshop.registers.invoices.columns.customer'),
      render: (row) => <CustomerCell name={row.customerName} plate={row.vehicleNumber} />,
    },
    {
      accessor: 'taxable',
      title: t('workshop.registers.invoices.columns.taxable'),
      ...AT_END,
      render: (row) => <Amount tone="dimmed">{money(row.taxable)}</Amount>,
    },
    { accessor: 'tax', title: t('workshop.registers.invoices.columns.tax'), ...AT_END, render: (row) => <Amount tone="dimmed">{money(row.tax)}</Amount> },
    {
      accessor: 'grandTotal',
      title: t('workshop.registers.invoices.columns.grandTotal'),
      ...AT_END,
      render: (row) => <Amount>{money(row.grandTotal)}</Amount>,
    },
    ...(isProforma
      ? []
      : ([
          { accessor: 'paid', title: t('workshop.registers.invoices.columns.paid'), ...AT_END, render: (row) => <Amount>{money(row.paid ?? 0)}</Amount> },
          { accessor: 'balance', title: t('workshop.registers.invoices.columns.balance'), ...AT_END, render: balanceOf },
        ] satisfies DataTableColumn<TInvoiceRegisterRow>[])),
    {
      accessor: 'pdf',
      title: <VisuallyHidden>{t('workshop.registers.invoicePdf')}</VisuallyHidden>,
      ...AT_END,
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={(event) => {
            event.stopPropagation();
            void openInvoicePdf(workshopId, row.invoiceId);
          }}
        >
          PDF
          <VisuallyHidden> {row.number}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <RegisterTable
      records={rows}
      idOf={(row) => row.invoiceId}
      nameOf={(row) => `${row.number}, ${row.customerName}`}
      columns={columns}
      total={total}
      page={page}
      isFetching={isFetching}
      emptyText={t('workshop.registers.invoices.none')}
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
                {formats.day(row.day)} · {row.jobCardNo}
              </Text>
            </Stack>
            <Amount>{money(row.grandTotal)}</Amount>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
            <CustomerCell name={row.customerName} plate={row.vehicleNumber} />
            {row.balance === null ? null : balanceOf(row)}
          </Group>
        </Stack>
      )}
    />
  );
}

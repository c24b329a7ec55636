import { printPaths } from '@servicebay/api-client';
import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import type { TInvoiceRegister, TInvoiceRegisterRow } from '@servicebay/domain';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { openPrint, printLanguageOf } from '../../../shared/open-print';
import { paths } from '../../../shared/paths';
import { Amount, CustomerCell, DocumentCard, DocumentNumberCell } from './document-cells';
import { AT_END, RegisterTable } from './register-table';

type InvoiceRegisterTableProps = {
  workshopId: string;
  register: TInvoiceRegister;
  page: number;
  isFetching: boolean;
  formats: Formats;
  onPage: (page: number) => void;
};

/** A page of the invoice register: each invoice's day, number, customer and plate, amounts, and what is still owed; its PDF a click away. */
export function InvoiceRegisterTable({ workshopId, register, page, isFetching, formats, onPage }: InvoiceRegisterTableProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formats.money(amount, register.currency);
  const rows = register.items;
  const linkTo = (row: { jobCardId: string }) => paths.jobCard(workshopId, row.jobCardId);
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
      render: (row) => (
        <DocumentNumberCell
          number={row.number}
          jobCardNo={row.jobCardNo}
          to={linkTo(row)}
          action={
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={(event) => {
                event.stopPropagation();
                void openPrint(printPaths.invoice(workshopId, row.invoiceId), printLanguageOf(i18n.language));
              }}
            >
              PDF
              <VisuallyHidden> {row.number}</VisuallyHidden>
            </Button>
          }
        />
      ),
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
  ];

  return (
    <RegisterTable
      records={rows}
      idOf={(row) => row.invoiceId}
      nameOf={(row) => `${row.number}, ${row.customerName}`}
      columns={columns}
      total={register.totals.count}
      page={page}
      isFetching={isFetching}
      emptyText={t('workshop.registers.invoices.none')}
      linkTo={linkTo}
      onPage={onPage}
      card={(row) => (
        <DocumentCard
          number={row.number}
          placed={`${formats.day(row.day)} · ${row.jobCardNo}`}
          amount={money(row.grandTotal)}
          customer={
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
              <CustomerCell name={row.customerName} plate={row.vehicleNumber} />
              {row.balance === null ? null : balanceOf(row)}
            </Group>
          }
        />
      )}
    />
  );
}

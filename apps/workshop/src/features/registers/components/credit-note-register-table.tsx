import { printPaths } from '@servicebay/api-client';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TCreditNoteRegister, TCreditNoteRegisterRow } from '@servicebay/domain';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { openPrint, printLanguageOf } from '../../../shared/open-print';
import { paths } from '../../../shared/paths';
import { Amount, CustomerCell, DocumentCard, DocumentNumberCell } from './document-cells';
import { AT_END, RegisterTable } from './register-table';

type CreditNoteRegisterTableProps = {
  workshopId: string;
  register: TCreditNoteRegister;
  page: number;
  isFetching: boolean;
  formats: Formats;
  onPage: (page: number) => void;
};

/** A page of the credit-note register: each note's day, number, the invoice it credits (its PDF a click away), the customer and the amounts taken back. */
export function CreditNoteRegisterTable({ workshopId, register, page, isFetching, formats, onPage }: CreditNoteRegisterTableProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formats.money(amount, register.currency);
  const rows = register.items;
  const linkTo = (row: { jobCardId: string }) => paths.jobCard(workshopId, row.jobCardId);
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
            void openPrint(printPaths.invoice(workshopId, row.invoiceId), printLanguageOf(i18n.language));
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
      total={register.totals.count}
      page={page}
      isFetching={isFetching}
      emptyText={t('workshop.registers.creditNotes.none')}
      linkTo={linkTo}
      onPage={onPage}
      card={(row) => (
        <DocumentCard
          number={row.number}
          placed={
            <>
              {formats.day(row.day)} · <span dir="ltr">{row.invoiceNumber}</span>
            </>
          }
          amount={money(row.total)}
          customer={<CustomerCell name={row.customerName} plate={row.vehicleNumber} />}
        />
      )}
    />
  );
}

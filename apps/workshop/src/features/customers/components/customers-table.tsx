import { Badge, Stack, Text } from '@mantine/core';
import type { TWorkshopCustomer } from '@servicebay/domain';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Formats } from '../../../shared/formats';
import { spacedMobile } from '../../../shared/phone-text';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { CUSTOMERS_PAGE_SIZE } from '../customer-search';
import { CustomerCards } from './customer-cards';
import { CustomerPlates } from './customer-plates';

type CustomersTableProps = {
  customers: readonly TWorkshopCustomer[];
  total: number;
  page: number;
  /** The next page is on its way: the last one stays, dimmed. */
  isFetching: boolean;
  countryCode: string;
  formats: Formats;
  linkTo: (customer: TWorkshopCustomer) => string;
  onOpen: (customer: TWorkshopCustomer) => void;
  onPage: (page: number) => void;
};

/** One page of the workshop's customers, as the server found and paged them (a workshop has thousands); cards on a phone. */
export function CustomersTable({ customers, total, page, isFetching, countryCode, formats, linkTo, onOpen, onPage }: CustomersTableProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  if (isPhone) {
    return <CustomerCards customers={customers} total={total} page={page} isFetching={isFetching} countryCode={countryCode} linkTo={linkTo} onPage={onPage} />;
  }
  const money = (amount: number, currency: string) => <span dir="ltr">{formats.money(amount, currency)}</span>;

  const columns: DataTableColumn<TWorkshopCustomer>[] = [
    {
      accessor: 'name',
      title: t('workshop.customers.columns.name'),
      render: (customer) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* The name is the row's link, so a keyboard reaches each customer. */}
          <Text component={Link} to={linkTo(customer)} size="sm" fw={600} c="var(--mantine-color-text)" onClick={(event) => event.stopPropagation()}>
            {customer.name}
          </Text>
          {customer.customerType === 'corporate' && customer.companyName ? (
            <Text size="xs" c="dimmed">
              {customer.companyName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'customerType',
      title: t('workshop.customers.columns.type'),
      noWrap: true,
      render: (customer) => (
        <Badge variant="dot" color={customer.customerType === 'corporate' ? 'violet' : 'teal'} tt="none" fw={500} radius="sm">
          {t(`workshop.customers.types.${customer.customerType}`)}
        </Badge>
      ),
    },
    {
      accessor: 'mobileNumber',
      title: t('workshop.customers.columns.mobile'),
      noWrap: true,
      render: (customer) => (customer.mobileNumber ? <span dir="ltr">{spacedMobile(customer.mobileNumber, countryCode)}</span> : '–'),
    },
    {
      accessor: 'vehicles',
      title: t('workshop.customers.columns.plates'),
      render: (customer) => <CustomerPlates vehicles={customer.vehicles} />,
    },
    {
      accessor: 'credit',
      title: t('workshop.customers.columns.credit'),
      noWrap: true,
      render: (customer) =>
        customer.creditLimit === null ? (
          <Text size="sm" c="dimmed">
            {t('workshop.customers.noCredit')}
          </Text>
        ) : (
          <Text size="sm">
            {money(customer.usedCredit, customer.currency)} / {money(customer.creditLimit, customer.currency)}
          </Text>
        ),
    },
  ];

  return (
    <DataTable<TWorkshopCustomer>
      records={[...customers]}
      columns={columns}
      idAccessor="customerId"
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="md"
      minHeight={customers.length === 0 ? 180 : undefined}
      noRecordsText={t('workshop.customers.noCustomers')}
      onRowClick={({ record }) => onOpen(record)}
      totalRecords={total}
      recordsPerPage={CUSTOMERS_PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      fetching={isFetching}
      paginationText={({ from, to, totalRecords }) => t('workshop.customers.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('workshop.customers.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('workshop.customers.nextPage') }
            : {}
      }
      getPaginationItemProps={(number) => ({ 'aria-label': t('workshop.customers.page', { page: number }) })}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}

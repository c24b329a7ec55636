import { Stack, Text } from '@mantine/core';
import type { TWorkshopCustomer } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { spacedMobile } from '../../../shared/phone-text';
import { RecordCards } from '../../../shared/record-cards';
import { CUSTOMERS_PAGE_SIZE } from '../customer-search';
import { CustomerPlates } from './customer-plates';

type CustomerCardsProps = {
  customers: readonly TWorkshopCustomer[];
  total: number;
  page: number;
  isFetching: boolean;
  countryCode: string;
  linkTo: (customer: TWorkshopCustomer) => string;
  onPage: (page: number) => void;
};

/** The customers on a phone: each by name, with the plates the desk is asked for and the number to call. */
export function CustomerCards({ customers, total, page, isFetching, countryCode, linkTo, onPage }: CustomerCardsProps) {
  const { t } = useTranslation();
  return (
    <RecordCards
      records={customers}
      idOf={(customer) => customer.customerId}
      nameOf={(customer) => customer.name}
      linkTo={linkTo}
      total={total}
      page={page}
      pageSize={CUSTOMERS_PAGE_SIZE}
      onPage={onPage}
      isFetching={isFetching}
      texts="workshop.customers"
      emptyText={t('workshop.customers.noCustomers')}
    >
      {(customer) => (
        <Stack gap={6}>
          <Stack gap={0}>
            <Text fw={700} lineClamp={2} dir="auto">
              {customer.name}
            </Text>
            {customer.mobileNumber ? (
              <Text size="sm" c="dimmed" dir="ltr" ta="start">
                {spacedMobile(customer.mobileNumber, countryCode)}
              </Text>
            ) : null}
          </Stack>
          <CustomerPlates vehicles={customer.vehicles} />
        </Stack>
      )}
    </RecordCards>
  );
}

import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useClientProfile, useWorkshopCustomers } from '@servicebay/api-client';
import { canAccess, type TCurrency, type TStaffMe } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SearchIcon, SectionLoader } from '@servicebay/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { apiQueryOf, customersLinkOf, customersShownOf, searchFor, SEARCH_DEBOUNCE_MS, SEARCH_MAX, type CustomersShown } from '../customer-search';
import { AddCustomerDialog } from './add-customer-dialog';
import type { NewCustomerState } from './customer-vehicles';
import { CustomersTable } from './customers-table';

type CustomersScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/**
 * Customers (area `customers`, issue 11 part 3): searched by name, mobile number or plate and paged
 * by the server, the search in the address; added here by the roles that change customers.
 */
export function CustomersScreen({ me, workshop }: CustomersScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useFormats();
  const { countryCode, mobileDigitCount, currency } = useClientProfile();
  const [address, setAddress] = useSearchParams();
  const shown = useMemo(() => customersShownOf(address), [address]);
  const customers = useWorkshopCustomers(workshop.workshopId, apiQueryOf(shown));
  const canChange = canAccess(me.role, 'customers', 'change');
  const [isAdding, setAdding] = useState(false);
  const [text, setText] = useState(shown.q);
  const show = (next: CustomersShown) => setAddress(new URLSearchParams(customersLinkOf(next)), { replace: next.page === shown.page });
  const search = useDebouncedCallback((q: string) => show(searchFor(q)), SEARCH_DEBOUNCE_MS);
  // Back or a link change the address: the box follows it.
  useEffect(() => setText(shown.q), [shown.q]);
  const open = (customerId: string) => void navigate(paths.customer(workshop.workshopId, customerId));

  return (
    <>
      <ScreenHeader
        title={t('workshop.customers.heading')}
        description={t('workshop.customers.intro', { workshop: workshop.name })}
        actions={
          canChange ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
              {t('workshop.customers.add')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <TextInput
          aria-label={t('workshop.customers.search')}
          placeholder={t('workshop.customers.searchPlaceholder')}
          leftSection={<SearchIcon size={18} />}
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        {customers.isPending ? (
          <SectionLoader label={t('workshop.customers.loading')} />
        ) : customers.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(customers.error)}
          </Alert>
        ) : (
          <CustomersTable
            customers={customers.data.items}
            total={customers.data.total}
            page={shown.page}
            isFetching={customers.isFetching && customers.isPlaceholderData}
            countryCode={countryCode}
            formats={formats}
            linkTo={(customer) => paths.customer(workshop.workshopId, customer.customerId)}
            onOpen={(customer) => open(customer.customerId)}
            onPage={(page) => show({ ...shown, page })}
          />
        )}
      </Stack>
      {canChange ? (
        <AddCustomerDialog
          opened={isAdding}
          onClose={() => setAdding(false)}
          workshopId={workshop.workshopId}
          brand={{ countryCode, digitCount: mobileDigitCount, currency: currency as TCurrency }}
          onAdded={(customer, plate) => {
            notifySuccess(t('workshop.customers.addDialog.added', { name: customer.name }));
            setAdding(false);
            // The plate of the first step: the customer's page goes on to their vehicle with it.
            void navigate(paths.customer(workshop.workshopId, customer.customerId), { state: { plate } satisfies NewCustomerState });
          }}
        />
      ) : null}
    </>
  );
}

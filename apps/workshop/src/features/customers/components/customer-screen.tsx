import { Alert, Anchor, Grid, Stack } from '@mantine/core';
import { ApiError, useClientProfile, useWorkshopCustomer } from '@servicebay/api-client';
import { canAccess, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { CustomerDetailsForm } from './customer-details-form';
import { CustomerVehicles } from './customer-vehicles';

type CustomerScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number]; customerId: string; notFound: ReactNode };

/**
 * One customer (issue 11 part 3 and 4): their record, changed by the roles that change customers,
 * and their vehicles, each of which can come in as a walk-in job card.
 */
export function CustomerScreen({ me, workshop, customerId, notFound }: CustomerScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { countryCode, mobileDigitCount, currency } = useClientProfile();
  const customer = useWorkshopCustomer(workshop.workshopId, customerId);
  useDocumentTitle(customer.data?.name ?? t('workshop.customers.heading'));

  if (customer.isPending) return <SectionLoader label={t('workshop.customers.loadingOne')} />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.status === 404) return notFound;
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(customer.error)}
      </Alert>
    );
  }
  const record = customer.data;
  return (
    <>
      <Anchor component={Link} to={paths.customers(workshop.workshopId)} size="sm" mb="xs" display="inline-block">
        {t('workshop.customers.backToList')}
      </Anchor>
      <ScreenHeader title={record.name} description={t('workshop.customers.since', { date: formats.day(record.customerSince.slice(0, 10)) })} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <CustomerDetailsForm
            key={record.customerId}
            customer={record}
            workshopId={workshop.workshopId}
            canChange={canAccess(me.role, 'customers', 'change')}
            brand={{ countryCode, digitCount: mobileDigitCount, currency }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <CustomerVehicles
              customer={record}
              workshopId={workshop.workshopId}
              countryCode={countryCode}
              canAddVehicle={canAccess(me.role, 'vehicles', 'change')}
              canOpenJobCard={canAccess(me.role, 'jobCards', 'change')}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useChangeWorkshopCustomer } from '@servicebay/api-client';
import type { CountryCode, TCurrency, TWorkshopCustomer } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { customerRules, customerValuesOf } from '../customer-form';
import { CustomerFields } from './customer-fields';

type CustomerDetailsFormProps = {
  customer: TWorkshopCustomer;
  workshopId: string;
  canChange: boolean;
  brand: { countryCode: CountryCode; digitCount: number; currency: TCurrency };
};

/** The customer's record: a form for the roles that change customers, the same fields read-only for the rest. */
export function CustomerDetailsForm({ customer, workshopId, canChange, brand }: CustomerDetailsFormProps) {
  const { t } = useTranslation();
  const change = useChangeWorkshopCustomer();
  const form = useDomainForm({ initialValues: customerValuesOf(customer, brand.countryCode), issueText: useIssueText(), ...customerRules(brand) });

  const submit = form.submit((body) =>
    change.mutate(
      { workshopId, customerId: customer.customerId, customer: body },
      {
        onSuccess: (changed) => {
          form.resetDirty(customerValuesOf(changed, brand.countryCode));
          notifySuccess(t('workshop.customers.details.saved', { name: changed.name }));
        },
        onError: (error) => {
          showRefusal(form, error, (field) => (field in form.values || field.startsWith('address.') ? field : undefined));
        },
      },
    ),
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="customer-details-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text component="h2" fw={700} size="lg" id="customer-details-heading">
            {t('workshop.customers.details.heading')}
          </Text>
          {!canChange ? (
            <Alert color="gray" variant="light">
              {t('workshop.customers.details.readOnly')}
            </Alert>
          ) : null}
          <CustomerFields form={form} brand={brand} isMobileLocked isReadOnly={!canChange} />
          {canChange ? (
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} disabled={!form.isDirty()}>
                {t('workshop.customers.details.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useAddCustomerVehicle } from '@servicebay/api-client';
import { PLATE_EXAMPLES, TEMPORARY_PLATE_EXAMPLE, type CountryCode, type IssueLike, type TWorkshopCustomer } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newVehicle, VEHICLE_FORM_ISSUES, vehicleRules } from '../vehicle-form';
import { VehiclePicks } from './vehicle-picks';

type AddVehicleDialogProps = {
  opened: boolean;
  onClose: () => void;
  workshopId: string;
  customer: TWorkshopCustomer;
  countryCode: CountryCode;
  onAdded: (customer: TWorkshopCustomer) => void;
  /** A plate already given ('Add customer''s first step). */
  plate?: string;
};

/** 'Add vehicle': the customer's vehicle, recorded as the customer app would ('Vehicle already exists' at the registration number). */
export function AddVehicleDialog({ opened, onClose, customer, ...props }: AddVehicleDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} size="xl" radius="lg" title={t('workshop.customers.vehicle.addTitle', { name: customer.name })}>
      {opened ? <AddVehicleForm onClose={onClose} customer={customer} {...props} /> : null}
    </DeferredModal>
  );
}

function AddVehicleForm({ workshopId, customer, countryCode, onAdded, onClose, plate = '' }: Omit<AddVehicleDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const add = useAddCustomerVehicle();
  const ruleText = useIssueText();
  const formWords: Record<string, string> = {
    [VEHICLE_FORM_ISSUES.engineNumber]: t('workshop.customers.vehicle.engineNumberInvalid'),
    [VEHICLE_FORM_ISSUES.averageKmPerDay]: t('workshop.customers.vehicle.averageKmInvalid'),
  };
  const issueText = (issue: IssueLike) => formWords[issue.message] ?? ruleText(issue);
  const form = useDomainForm({ initialValues: { ...newVehicle(), registrationNumber: plate }, issueText, ...vehicleRules(countryCode) });

  const submit = form.submit((vehicle) =>
    add.mutate(
      { workshopId, customerId: customer.customerId, vehicle },
      {
        onSuccess: onAdded,
        onError: (error) => {
          showRefusal(form, error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('workshop.customers.vehicle.registrationNumber')}
            description={t('workshop.customers.vehicle.plateExample', {
              example: form.values.isTempNumber ? TEMPORARY_PLATE_EXAMPLE : PLATE_EXAMPLES[countryCode],
            })}
            withAsterisk
            autoComplete="off"
            dir="ltr"
            data-autofocus
            {...form.getInputProps('registrationNumber')}
          />
          <Checkbox
            label={t('workshop.customers.vehicle.isTempNumber')}
            mt={{ base: 0, sm: 'xl' }}
            {...form.getInputProps('isTempNumber', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <VehiclePicks form={form} thisYear={new Date().getFullYear()} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('workshop.customers.vehicle.vin')}
            description={t('workshop.customers.vehicle.vinHint')}
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('vinNumber')}
          />
          <TextInput label={t('workshop.customers.vehicle.engineNumber')} dir="ltr" autoComplete="off" {...form.getInputProps('engineNumber')} />
          <TextInput label={t('workshop.customers.vehicle.colour')} autoComplete="off" {...form.getInputProps('colour')} />
          <TextInput label={t('workshop.customers.vehicle.odometer')} inputMode="numeric" dir="ltr" {...form.getInputProps('odometer')} />
          <TextInput label={t('workshop.customers.vehicle.averageKmPerDay')} inputMode="numeric" dir="ltr" {...form.getInputProps('averageKmPerDay')} />
          <TextInput label={t('workshop.customers.vehicle.nextServiceDate')} type="date" {...form.getInputProps('nextServiceDate')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('workshop.customers.vehicle.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useAddWorkshopCustomer } from '@servicebay/api-client';
import type { CountryCode, TCurrency, TWorkshopCustomer } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../shared/refusal-at-field';
import { customerRules, newCustomer } from '../customer-form';
import { CustomerFields } from './customer-fields';

type AddCustomerDialogProps = {
  opened: boolean;
  onClose: () => void;
  workshopId: string;
  brand: { countryCode: CountryCode; digitCount: number; currency: TCurrency };
  onAdded: (customer: TWorkshopCustomer) => void;
};

/** 'Add customer': someone at the door, checked with the server's rules before it is asked. */
export function AddCustomerDialog({ opened, onClose, ...props }: AddCustomerDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} size="xl" radius="lg" title={t('workshop.customers.addDialog.title')}>
      {/* Mounted with each opening: the form starts empty every time. */}
      {opened ? <AddCustomerForm onClose={onClose} {...props} /> : null}
    </DeferredModal>
  );
}

function AddCustomerForm({ workshopId, brand, onAdded, onClose }: Omit<AddCustomerDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const add = useAddWorkshopCustomer();
  const form = useDomainForm({ initialValues: newCustomer(), issueText: useIssueText(), ...customerRules(brand) });

  const submit = form.submit((customer) =>
    add.mutate(
      { workshopId, customer },
      {
        onSuccess: onAdded,
        onError: (error) => {
          showRefusal(form, error, (field) => (field in form.values || field.startsWith('address.') ? field : undefined));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <CustomerFields form={form} brand={brand} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('workshop.customers.addDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, useAddWorkshopCustomer } from '@servicebay/api-client';
import type { CountryCode, TCurrency, TWorkshopCustomer } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../shared/refusal-at-field';
import { customerRules, newCustomer } from '../customer-form';
import { CustomerFields } from './customer-fields';

type AddCustomerDialogProps = {
  opened: boolean;
  onClose: () => void;
  workshopId: string;
  brand: { countryCode: CountryCode; digitCount: number; currency: TCurrency };
  /** The customer as recorded, and the plate typed at the first step (their vehicle is added next). */
  onAdded: (customer: TWorkshopCustomer, plate: string) => void;
};

/**
 * 'Add customer': someone at the door, checked with the server's rules before it is asked. The first
 * step is what a desk asks first (name, mobile, plate); every other field is optional, behind 'More
 * details', and can be filled in later on the customer's page.
 */
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
  const [plate, setPlate] = useState('');
  const [isFull, setFull] = useState(false);

  const submit = form.submit((customer) =>
    add.mutate(
      { workshopId, customer },
      {
        onSuccess: (added) => onAdded(added, plate.trim()),
        onError: (error) => {
          // A refusal at a field the first step hides opens the rest, so the person sees it.
          const fieldOf = (field: string) => (field in form.values || field.startsWith('address.') ? field : undefined);
          if (!isFirstStepField(error)) setFull(true);
          showRefusal(form, error, fieldOf);
        },
      },
    ),
  );
  // Client-side issues outside the first step (none today: the rest is optional) open it too.
  const checkThenSubmit: typeof submit = (event) => {
    if (!isFull && Object.keys(form.validate().errors).some((field) => !FIRST_STEP_FIELDS.has(field))) setFull(true);
    submit(event);
  };

  return (
    <form onSubmit={checkThenSubmit} noValidate>
      <Stack gap="lg">
        <CustomerFields form={form} brand={brand} isFirstStep={!isFull} />
        <TextInput
          label={t('workshop.customers.vehicle.registrationNumber')}
          description={t('workshop.customers.addDialog.plateHint')}
          autoComplete="off"
          dir="ltr"
          value={plate}
          onChange={(event) => setPlate(event.currentTarget.value)}
        />
        <Stack gap={4} align="flex-start">
          <Button variant="subtle" px={0} onClick={() => setFull((full) => !full)} aria-expanded={isFull}>
            {isFull ? t('workshop.customers.addDialog.fewerDetails') : t('workshop.customers.addDialog.moreDetails')}
          </Button>
          {isFull ? null : (
            <Text size="xs" c="dimmed">
              {t('workshop.customers.addDialog.later')}
            </Text>
          )}
        </Stack>
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

const FIRST_STEP_FIELDS = new Set(['name', 'mobileNumber']);
const isFirstStepField = (error: unknown) => error instanceof ApiError && FIRST_STEP_FIELDS.has(error.field ?? '');

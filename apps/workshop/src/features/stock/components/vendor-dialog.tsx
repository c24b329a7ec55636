import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useClientProfile, useSaveVendor } from '@servicebay/api-client';
import type { TVendor } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newVendor, vendorRules, vendorValuesOf, type VendorValues } from '../vendor-form';

type VendorDialogProps = { opened: boolean; onClose: () => void; workshopId: string; vendor: TVendor | null };

/** Add or edit a vendor, checked with the API's schema for the market (its tax registration format, its mobile numbers). */
export function VendorDialog({ opened, onClose, vendor, workshopId }: VendorDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={vendor ? t('workshop.stock.vendorForm.editTitle', { name: vendor.name }) : t('workshop.stock.vendorForm.addTitle')}
    >
      {opened ? <VendorForm vendor={vendor} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function VendorForm({ vendor, workshopId, onClose }: Omit<VendorDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const { countryCode } = useClientProfile();
  const save = useSaveVendor(workshopId);
  const form = useDomainForm({ initialValues: vendor ? vendorValuesOf(vendor) : newVendor(), issueText: useIssueText(), ...vendorRules(countryCode) });
  const submit = form.submit((body) =>
    save.mutate(
      { vendorId: vendor?.vendorId ?? null, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('workshop.stock.vendorForm.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => showRefusal(form, error),
      },
    ),
  );
  const field = (name: keyof VendorValues, isLtr = false) => ({
    label: t(`workshop.stock.vendorForm.${name}`),
    autoComplete: 'off',
    ...(isLtr ? { dir: 'ltr' } : {}),
    ...form.getInputProps(name),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...field('name')} withAsterisk />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('taxRegistrationNumber', true)} />
          <TextInput {...field('paymentTermsDays', true)} inputMode="numeric" />
          <TextInput {...field('contactName')} />
          <TextInput {...field('mobileNumber', true)} inputMode="tel" />
        </SimpleGrid>
        <TextInput {...field('email', true)} type="email" />
        <Textarea {...field('address')} autosize minRows={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('workshop.stock.vendorForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

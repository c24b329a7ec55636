import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { checkMobileNumber, WORKSHOP_FIELD_RULES, ZPickup, type CountryCode, type TPickup } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, MobileNumberInput, useDomainForm, type DomainRules } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { withFieldRuleCodes } from '../../../shared/field-rule-codes';
import { instantOf } from '../../../shared/local-time';
import { useOpeningKey } from '../../../shared/use-opening-key';

type PickupValues = { driverName: string; driverPhone: string; scheduledAt: string };
type Brand = { countryCode: CountryCode; digitCount: number };

/** The driver's name, their number in the brand's country, and when they collect the vehicle (ZPickup, the server's rule). */
const pickupRules = ({ countryCode, digitCount }: Brand): DomainRules<PickupValues, TPickup> => ({
  schema: withFieldRuleCodes(ZPickup, { driverPhone: WORKSHOP_FIELD_RULES.mobileInvalid }),
  toInput: (values) => ({
    driverName: values.driverName,
    driverPhone: values.driverPhone === '' ? '' : `${countryCode}${values.driverPhone}`,
    scheduledAt: instantOf(values.scheduledAt),
  }),
  moreIssues: (values) =>
    values.driverPhone !== '' && !checkMobileNumber(countryCode, values.driverPhone, digitCount).ok
      ? [{ field: 'driverPhone', message: WORKSHOP_FIELD_RULES.mobileInvalid }]
      : [],
});

type PickupDialogProps = {
  opened: boolean;
  brand: Brand;
  /** When the booking's slot starts, as the time offered first ('2026-11-29T10:00'). */
  slotStart: string;
  isPending: boolean;
  refusal: string | null;
  onConfirm: (pickup: TPickup) => void;
  onClose: () => void;
};

function PickupForm({ brand, slotStart, isPending, refusal, onConfirm, onClose }: Omit<PickupDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const form = useDomainForm({ initialValues: { driverName: '', driverPhone: '', scheduledAt: slotStart }, issueText: useIssueText(), ...pickupRules(brand) });
  return (
    <form onSubmit={form.submit(onConfirm)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('workshop.jobCard.pickupDialog.body')}</Text>
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('workshop.jobCard.pickupDialog.driverName')} withAsterisk data-autofocus {...form.getInputProps('driverName')} />
          <MobileNumberInput
            label={t('workshop.jobCard.pickupDialog.driverPhone')}
            countryCode={brand.countryCode}
            digitCount={brand.digitCount}
            value={form.values.driverPhone}
            onChange={(digits) => form.setFieldValue('driverPhone', digits)}
            error={form.errors.driverPhone}
          />
        </SimpleGrid>
        <TextInput type="datetime-local" label={t('workshop.jobCard.pickupDialog.scheduledAt')} withAsterisk {...form.getInputProps('scheduledAt')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t('workshop.jobCard.pickupDialog.keep')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('workshop.jobCard.pickupDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Schedule pickup': the move to Pickup Scheduled names the driver (the customer's timeline: Pickup Scheduled); each opening starts afresh. */
export function PickupDialog({ opened, ...form }: PickupDialogProps) {
  const { t } = useTranslation();
  const opening = useOpeningKey(opened);
  return (
    <DeferredModal
      opened={opened}
      onClose={form.onClose}
      title={t('workshop.jobCard.pickupDialog.title')}
      centered
      radius="lg"
      size="lg"
      closeOnClickOutside={!form.isPending}
    >
      <PickupForm key={opening} {...form} />
    </DeferredModal>
  );
}

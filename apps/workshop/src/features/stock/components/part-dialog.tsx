import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSavePart } from '@servicebay/api-client';
import { PART_UNITS, type TPartDetail } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newPart, partRules, partValuesOf } from '../part-form';
import { CameraScanButton } from './camera-scan';

type PartDialogProps = {
  opened: boolean;
  onClose: () => void;
  workshopId: string;
  /** The part to edit; none adds a new one. */
  part: TPartDetail | null;
  onSaved: (part: TPartDetail) => void;
};

/** Add or edit a part: checked with the API's own schema (HSN, the tax rate, prices above zero, the barcode's form), then the server's (the market's rates, the MRP). */
export function PartDialog({ opened, onClose, part, ...props }: PartDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={part ? t('workshop.stock.form.editTitle', { number: part.partNumber }) : t('workshop.stock.form.addTitle')}
    >
      {opened ? <PartForm part={part} onClose={onClose} {...props} /> : null}
    </DeferredModal>
  );
}

function PartForm({ workshopId, part, onSaved, onClose }: Omit<PartDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSavePart(workshopId);
  const form = useDomainForm({ initialValues: part ? partValuesOf(part) : newPart(), issueText: useIssueText(), ...partRules });
  const submit = form.submit((body) =>
    save.mutate(
      { partId: part?.partId ?? null, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('workshop.stock.form.saved', { number: saved.partNumber }));
          onSaved(saved);
        },
        onError: (error) => showRefusal(form, error),
      },
    ),
  );
  const field = (name: keyof ReturnType<typeof newPart>, more: { isNumber?: boolean; isLtr?: boolean; isRequired?: boolean } = {}) => ({
    label: t(`workshop.stock.form.${name}`),
    autoComplete: 'off',
    withAsterisk: more.isRequired,
    ...(more.isNumber ? { inputMode: 'decimal' as const } : {}),
    ...(more.isNumber || more.isLtr ? { dir: 'ltr' } : {}),
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('partNumber', { isLtr: true, isRequired: true })} />
          <TextInput {...field('name', { isRequired: true })} />
          <TextInput
            {...field('barcode', { isLtr: true })}
            description={t('workshop.stock.form.barcodeHint')}
            rightSection={<CameraScanButton onScanned={(code) => form.setFieldValue('barcode', code)} />}
            rightSectionWidth={44}
          />
          <TextInput {...field('brand')} />
          <TextInput {...field('partType')} />
          <NativeSelect {...field('unit')} data={PART_UNITS.map((unit) => ({ value: unit, label: t(`workshop.stock.units.${unit}`) }))} />
          <TextInput {...field('hsn', { isLtr: true })} inputMode="numeric" />
          <TextInput {...field('taxPercentage', { isNumber: true, isRequired: true })} />
          <TextInput {...field('purchasePrice', { isNumber: true, isRequired: true })} />
          <TextInput {...field('sellingPrice', { isNumber: true, isRequired: true })} />
          <TextInput {...field('mrp', { isNumber: true })} />
          <TextInput {...field('reorderLevel', { isNumber: true })} inputMode="numeric" />
          <TextInput {...field('bin')} />
          <TextInput {...field('vehicleFit')} description={t('workshop.stock.form.vehicleFitHint')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('workshop.stock.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

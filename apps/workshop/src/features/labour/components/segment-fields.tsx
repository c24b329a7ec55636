import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAKE_SEGMENTS, VEHICLE_TYPES, type TRateSegmentBody, type TVehicleSegmentBody } from '@servicebay/domain';
import type { DomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import type { RateSegmentValues, VehicleSegmentValues } from '../segment-form';

/** A vehicle segment's inputs: which vehicles it holds, by type, model category and make segment. */
export function VehicleSegmentFields({ form }: { form: DomainForm<VehicleSegmentValues, TVehicleSegmentBody> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('workshop.labour.segments.name')} withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('workshop.labour.segments.vehicleType')}
          data={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`workshop.labour.segments.vehicleTypes.${type}`) }))}
          allowDeselect={false}
          {...form.getInputProps('vehicleType')}
        />
      </SimpleGrid>
      {/* Full width: the categories' hint is long, and a half-width field beside it would sit lower than its neighbour. */}
      <TextInput
        label={t('workshop.labour.segments.categories')}
        description={t('workshop.labour.segments.categoriesHint')}
        autoComplete="off"
        {...form.getInputProps('categories')}
      />
      <MultiSelect
        label={t('workshop.labour.segments.makeSegments')}
        data={MAKE_SEGMENTS.map((make) => ({ value: make, label: t(`workshop.labour.segments.makeSegmentNames.${make}`) }))}
        placeholder={form.values.makeSegments.length === 0 ? t('workshop.labour.segments.anyMake') : undefined}
        {...form.getInputProps('makeSegments')}
      />
    </Stack>
  );
}

/** A rate segment's inputs: its name and what an hour of labour costs on it. */
export function RateSegmentFields({ form }: { form: DomainForm<RateSegmentValues, TRateSegmentBody> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t('workshop.labour.segments.name')} withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('workshop.labour.segments.rate')} withAsterisk inputMode="decimal" dir="ltr" autoComplete="off" {...form.getInputProps('rate')} />
    </SimpleGrid>
  );
}

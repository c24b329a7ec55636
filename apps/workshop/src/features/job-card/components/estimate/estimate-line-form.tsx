import {
  Autocomplete,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEstimateSuggestions, type EstimateChange } from '@servicebay/api-client';
import { LABOUR_KINDS, MATERIAL_TYPES, type TEstimate, type TEstimateLine, type TEstimateSuggestion } from '@servicebay/domain';
import type { DomainForm } from '@servicebay/ui';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../../shared/formats';
import { draftLineTotal, type EstimateLineValues } from '../../estimate-form';

type EstimateLineFormProps = {
  estimate: TEstimate;
  card: { workshopId: string; jobCardId: string };
  form: DomainForm<EstimateLineValues, unknown>;
  editing: TEstimateLine | null;
  nameInput: RefObject<HTMLInputElement | null>;
  isSaving: boolean;
  formats: Formats;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** A menu service chosen from the search: added at once with its price (the package in one action). */
  onService: (change: Extract<EstimateChange, { kind: 'service' }>, name: string) => void;
};

const suggestionKey = (suggestion: TEstimateSuggestion, index: number) =>
  `${suggestion.source}:${suggestion.serviceId ?? suggestion.partNo ?? suggestion.name}:${index}`;

/**
 * The line entry (issue 27 part 1): typed at the keyboard, Enter adds, the name field searches the
 * brand's menu for the card's vehicle and the parts used at this workshop. The line's total with
 * tax shows as it is typed; the details an insurance job needs fold away.
 */
export function EstimateLineForm({ estimate, card, form, editing, nameInput, isSaving, formats, onSubmit, onCancel, onService }: EstimateLineFormProps) {
  const { t } = useTranslation();
  const [moreShown, setMoreShown] = useState(false);
  const values = form.values;
  const [search] = useDebouncedValue(values.name, 200);
  const suggestions = useEstimateSuggestions(card, editing ? '' : search);
  const found = suggestions.data ?? [];
  const options = found.map((suggestion, index) => ({ value: suggestionKey(suggestion, index), label: suggestion.name }));
  const money = (amount: number) => formats.money(amount, estimate.currency);
  const lineTotal = draftLineTotal(estimate, values);
  const isPart = values.kind === 'part';

  const choose = (key: string) => {
    const index = options.findIndex((option) => option.value === key);
    const suggestion = found[index];
    if (!suggestion) return;
    if (suggestion.source === 'menu' && suggestion.serviceId) {
      onService({ kind: 'service', service: { serviceId: suggestion.serviceId, addOnIds: [] } }, suggestion.name);
      return;
    }
    form.setValues({
      kind: suggestion.kind,
      name: suggestion.name,
      partNo: suggestion.partNo ?? '',
      partType: suggestion.partType ?? '',
      hsnSac: suggestion.hsnSac ?? '',
      unitPrice: suggestion.unitPrice === null ? '' : String(suggestion.unitPrice),
      mrp: suggestion.mrp === null ? '' : String(suggestion.mrp),
      taxPercentage: String(suggestion.taxPercentage),
      materialType: suggestion.materialType,
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-gray-light)"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="estimate-form-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id="estimate-form-heading">
            {editing ? t('workshop.estimate.form.editHeading', { position: estimate.lines.indexOf(editing) + 1 }) : t('workshop.estimate.form.addHeading')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('workshop.estimate.form.kind')}
            data={(['part', 'labour'] as const).map((kind) => ({ value: kind, label: t(`workshop.estimate.kinds.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Autocomplete
            ref={nameInput}
            label={t('workshop.estimate.form.name')}
            placeholder={t('workshop.estimate.form.namePlaceholder')}
            data={options}
            filter={({ options: all }) => all}
            onOptionSubmit={choose}
            renderOption={({ option }) => {
              const suggestion = found[options.findIndex((each) => each.value === option.value)];
              if (!suggestion) return option.value;
              return (
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {suggestion.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      t(`workshop.estimate.suggestions.${suggestion.source}`),
                      suggestion.partNo,
                      suggestion.unitPrice === null
                        ? t('workshop.estimate.suggestions.noPrice')
                        : t('workshop.estimate.suggestions.priceBeforeTax', { amount: money(suggestion.unitPrice) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              );
            }}
            comboboxProps={{ withinPortal: true }}
            style={{ gridColumn: 'span 2' }}
            className="estimate-name-field"
            {...form.getInputProps('name')}
          />
          {isPart ? (
            <TextInput label={t('workshop.estimate.form.partNo')} dir="ltr" {...form.getInputProps('partNo')} />
          ) : (
            <Select
              label={t('workshop.estimate.form.labourKind')}
              clearable
              data={LABOUR_KINDS.map((kind) => ({ value: kind, label: t(`workshop.estimate.labourKinds.${kind}`) }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('labourKind')}
            />
          )}
          <TextInput
            label={t(isPart ? 'workshop.estimate.form.hsn' : 'workshop.estimate.form.sac')}
            inputMode="numeric"
            dir="ltr"
            {...form.getInputProps('hsnSac')}
          />
          <TextInput label={t('workshop.estimate.form.quantity')} inputMode="decimal" {...form.getInputProps('quantity')} />
          <TextInput
            label={t('workshop.estimate.form.unitPrice')}
            inputMode="decimal"
            rightSection={<Text size="xs">{estimate.currency}</Text>}
            rightSectionWidth={44}
            {...form.getInputProps('unitPrice')}
          />
          <TextInput
            label={t('workshop.estimate.form.discount')}
            inputMode="decimal"
            rightSectionWidth={52}
            rightSection={
              // One tap switches between a percentage and an amount; the field says which it holds.
              <UnstyledButton
                className="estimate-discount-mode"
                aria-label={t(values.discountMode === 'percent' ? 'workshop.estimate.form.discountInPercent' : 'workshop.estimate.form.discountInAmount')}
                onClick={() => form.setFieldValue('discountMode', values.discountMode === 'percent' ? 'amount' : 'percent')}
              >
                {values.discountMode === 'percent' ? '%' : estimate.currency}
              </UnstyledButton>
            }
            {...form.getInputProps('discount')}
          />
          <Select
            label={t('workshop.estimate.form.taxPercentage')}
            allowDeselect={false}
            data={estimate.taxPercentages.map((rate) => ({ value: String(rate), label: `${formats.number(rate)}%` }))}
            comboboxProps={{ withinPortal: true }}
            disabled={values.taxTreatment === 'exempt'}
            {...form.getInputProps('taxPercentage')}
          />
        </SimpleGrid>
        <Collapse expanded={moreShown}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs" pb="xs">
            {isPart ? (
              <>
                <TextInput label={t('workshop.estimate.form.mrp')} inputMode="decimal" {...form.getInputProps('mrp')} />
                <TextInput label={t('workshop.estimate.form.partType')} {...form.getInputProps('partType')} />
                <Select
                  label={t('workshop.estimate.form.materialType')}
                  clearable
                  data={MATERIAL_TYPES.map((type) => ({ value: type, label: t(`workshop.estimate.materialTypes.${type}`) }))}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('materialType')}
                />
                <TextInput label={t('workshop.estimate.form.depreciation')} inputMode="decimal" {...form.getInputProps('depreciationPercentage')} />
                <TextInput label={t('workshop.estimate.form.salvage')} inputMode="decimal" {...form.getInputProps('salvage')} />
              </>
            ) : null}
            <TextInput label={t('workshop.estimate.form.insurancePayable')} inputMode="decimal" {...form.getInputProps('insurancePayablePercentage')} />
            <Checkbox
              mt="lg"
              label={t('workshop.estimate.form.exempt')}
              checked={values.taxTreatment === 'exempt'}
              onChange={(event) => form.setFieldValue('taxTreatment', event.currentTarget.checked ? 'exempt' : 'taxed')}
            />
          </SimpleGrid>
        </Collapse>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => setMoreShown((shown) => !shown)} aria-expanded={moreShown}>
            {moreShown ? t('workshop.estimate.form.less') : t('workshop.estimate.form.more')}
          </Button>
          <Group gap="sm" wrap="wrap" justify="flex-end">
            {lineTotal !== null ? (
              <Text size="sm" fw={600} aria-live="polite">
                {t('workshop.estimate.form.lineTotal', { amount: money(lineTotal) })}
              </Text>
            ) : null}
            {editing ? (
              <Button variant="default" onClick={onCancel}>
                {t('workshop.estimate.form.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={isSaving}>
              {editing ? t('workshop.estimate.form.save') : t('workshop.estimate.form.add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Button, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { makeNameIn, type TVehicle, type TVehicleType } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseFuel, chooseMake, chooseModel, chooseVariant, chooseYear, fuelChoices } from '../../vehicle-choice';
import { PickerField } from '../picker-field';
import { FuelChips } from './fuel-chips';
import { MakePicker } from './make-picker';
import { ModelPicker } from './model-picker';
import { RegistrationField } from './registration-field';
import { useAddVehicleForm } from './use-add-vehicle-form';
import { VariantPicker } from './variant-picker';
import { YearPicker } from './year-picker';

type AddVehicleFormProps = {
  /** After the saved toast and the spec's 1000 ms: where the customer goes next. */
  onSaved: (vehicle: TVehicle) => void;
};

/** Brand, model, year, fuel and variant pickers, each asking for the one above it first, then the plate. */
export function AddVehicleForm({ onSaved }: AddVehicleFormProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const form = useAddVehicleForm(onSaved);
  const { choice, errors } = form;
  const typeLabelId = useId();

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        {form.offeredTypes.length > 1 && (
          <Stack gap={6}>
            <Text size="sm" fw={500} id={typeLabelId}>
              {t('garage.addVehicle.vehicleType')}
            </Text>
            <SegmentedControl
              aria-labelledby={typeLabelId}
              value={form.vehicleType}
              onChange={(next) => form.changeType(next as TVehicleType)}
              data={form.offeredTypes.map((type) => ({ value: type, label: t(`garage.vehicleTypes.${type}`) }))}
              fullWidth
              maw={420}
            />
          </Stack>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <PickerField
            label={t('garage.addVehicle.make')}
            value={choice.make ? makeNameIn(choice.make, language) : null}
            placeholder={t('garage.addVehicle.selectMake')}
            error={errors.makeId}
            onOpen={() => form.open('make')}
          />
          <PickerField
            label={t('garage.addVehicle.model')}
            value={choice.model?.name ?? null}
            placeholder={t('garage.addVehicle.selectModel')}
            error={errors.modelId}
            onOpen={() => form.open('model')}
          />
          <PickerField
            label={t('garage.addVehicle.year')}
            value={choice.year === null ? null : String(choice.year)}
            placeholder={t('garage.addVehicle.selectYear')}
            error={errors.year}
            onOpen={() => form.open('year')}
          />
          <FuelChips
            fuels={fuelChoices(form.clientProfile.variant, choice.model)}
            value={choice.fuelType}
            canPick={form.canPickFuel}
            onPick={(fuel) => form.pick(chooseFuel(choice, fuel), 'fuelType', 'catalogVehicleId')}
            error={errors.fuelType}
          />
          <PickerField
            label={t('garage.addVehicle.variant')}
            value={choice.variant?.name ?? null}
            placeholder={t('garage.addVehicle.selectVariant')}
            error={errors.catalogVehicleId}
            onOpen={() => form.open('variant')}
          />
          <RegistrationField
            value={form.registrationNumber}
            onChange={form.setRegistrationNumber}
            placeholder={form.clientProfile.waterMarkForRegistrationField}
            allowsTempNumber={form.allowsTempNumber}
            isTempNumber={form.isTempNumber}
            onTempNumberChange={form.setIsTempNumber}
            error={errors.registrationNumber}
          />
        </SimpleGrid>

        <Button type="submit" size="md" loading={form.isSaving} style={{ alignSelf: 'flex-start' }} miw={200}>
          {t('garage.addVehicle.save')}
        </Button>
      </Stack>

      <MakePicker
        opened={form.openPicker === 'make'}
        vehicleType={form.vehicleType}
        selectedId={choice.make?.makeId ?? null}
        onPick={(make) => form.pick(chooseMake(choice, make), 'makeId', 'modelId')}
        onClose={form.close}
      />
      <ModelPicker
        opened={form.openPicker === 'model'}
        makeId={choice.make?.makeId ?? null}
        selectedId={choice.model?.modelId ?? null}
        onPick={(model) => form.pick(chooseModel(choice, model), 'modelId', 'year')}
        onClose={form.close}
      />
      <YearPicker
        opened={form.openPicker === 'year'}
        model={choice.model}
        selected={choice.year}
        onPick={(year) => form.pick(chooseYear(choice, year), 'year', 'fuelType')}
        onClose={form.close}
      />
      <VariantPicker
        opened={form.openPicker === 'variant'}
        modelId={choice.model?.modelId ?? null}
        year={choice.year}
        fuelType={choice.fuelType}
        selectedId={choice.variant?.vehicleId ?? null}
        onPick={(variant) => form.pick(chooseVariant(choice, variant), 'catalogVehicleId')}
        onClose={form.close}
      />
    </form>
  );
}

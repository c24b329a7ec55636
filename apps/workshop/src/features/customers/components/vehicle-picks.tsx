import { Select, SimpleGrid } from '@mantine/core';
import { useMakes, useModels, useVariants } from '@servicebay/api-client';
import { FUEL_TYPES, type TFuelType, type TWorkshopVehicleBody } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import type { DomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { withPick, type VehicleValues } from '../vehicle-form';

type VehiclePicksProps = { form: DomainForm<VehicleValues, TWorkshopVehicleBody>; thisYear: number };

/**
 * The catalogue vehicle as the customer app picks it (customer spec section 5): make, then model,
 * then a year the model was sold in, a fuel it comes with, and a variant of those.
 */
export function VehiclePicks({ form, thisYear }: VehiclePicksProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const { makeId, modelId, year, fuelType } = form.values;
  const makes = useMakes(undefined);
  const models = useModels(makeId);
  const model = models.data?.find((candidate) => candidate.modelId === modelId);
  const variants = useVariants({ modelId: modelId ?? undefined, year: year ? Number(year) : undefined, fuelType: fuelType ?? undefined });
  const years = model ? Array.from({ length: (model.endYear ?? thisYear) - model.startYear + 1 }, (_, i) => String((model.endYear ?? thisYear) - i)) : [];
  const fuels = (model?.fuelTypes ?? []).filter((fuel) => FUEL_TYPES.includes(fuel));
  const pick = (step: Parameters<typeof withPick>[1]) => (value: string | null) => form.setValues(withPick(form.values, step, value));
  const common = { searchable: true, comboboxProps: { withinPortal: true }, nothingFoundMessage: t('workshop.customers.vehicle.nothingFound') };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('workshop.customers.vehicle.make')}
        withAsterisk
        data={(makes.data ?? []).map((make) => ({ value: make.makeId, label: language === 'ar' && make.nameAr ? make.nameAr : make.name }))}
        value={makeId}
        onChange={pick('makeId')}
        error={form.errors.makeId}
        {...common}
      />
      <Select
        label={t('workshop.customers.vehicle.model')}
        withAsterisk
        data={(models.data ?? []).map((candidate) => ({ value: candidate.modelId, label: candidate.name }))}
        value={modelId}
        onChange={pick('modelId')}
        error={form.errors.modelId}
        disabled={!makeId}
        {...common}
      />
      <Select
        label={t('workshop.customers.vehicle.year')}
        withAsterisk
        data={years}
        value={year}
        onChange={pick('year')}
        error={form.errors.year}
        disabled={!model}
        {...common}
      />
      <Select
        label={t('workshop.customers.vehicle.fuelType')}
        withAsterisk
        data={fuels.map((fuel) => ({ value: fuel, label: t(`workshop.customers.fuelTypes.${fuel}`) }))}
        value={fuelType}
        onChange={(value) => pick('fuelType')(value as TFuelType | null)}
        error={form.errors.fuelType}
        disabled={!year}
        {...common}
      />
      <Select
        label={t('workshop.customers.vehicle.variant')}
        withAsterisk
        data={(variants.data ?? []).map((variant) => ({ value: variant.vehicleId, label: variant.name }))}
        value={form.values.catalogVehicleId}
        onChange={pick('catalogVehicleId')}
        error={form.errors.catalogVehicleId}
        disabled={!fuelType}
        {...common}
      />
    </SimpleGrid>
  );
}

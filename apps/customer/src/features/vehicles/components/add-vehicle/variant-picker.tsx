import { Text } from '@mantine/core';
import { useVariants } from '@servicebay/api-client';
import type { TCatalogVariant, TFuelType } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { OptionListModal } from '../option-list-modal';

type VariantPickerProps = {
  opened: boolean;
  modelId: string | null;
  year: number | null;
  fuelType: TFuelType | null;
  selectedId: string | null;
  onPick: (variant: TCatalogVariant) => void;
  onClose: () => void;
};

/** The model's variants sold in the picked year with the picked fuel. */
export function VariantPicker({ opened, modelId, year, fuelType, selectedId, onPick, onClose }: VariantPickerProps) {
  const { t } = useTranslation();
  const variants = useVariants({ modelId: modelId ?? undefined, year: year ?? undefined, fuelType: fuelType ?? undefined });
  return (
    <OptionListModal
      opened={opened}
      onClose={onClose}
      title={t('garage.addVehicle.selectVariant')}
      options={variants.data}
      isFailed={variants.isError}
      optionKey={(variant) => variant.vehicleId}
      optionLabel={(variant) => variant.name}
      selectedKey={selectedId}
      onPick={onPick}
      emptyText={t('garage.vehicleMessages.noVariants')}
      renderOption={(variant) => <Text fw={500}>{variant.name}</Text>}
    />
  );
}

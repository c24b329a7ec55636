import { Avatar, Stack, Text } from '@mantine/core';
import { useMakes } from '@servicebay/api-client';
import type { TCatalogMake, TVehicleType } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { OptionListModal } from '../option-list-modal';

type MakePickerProps = {
  opened: boolean;
  vehicleType: TVehicleType | undefined;
  selectedId: string | null;
  onPick: (make: TCatalogMake) => void;
  onClose: () => void;
};

/** The brands of the chosen vehicle type, as tiles with their logo (or initial), searchable. */
export function MakePicker({ opened, vehicleType, selectedId, onPick, onClose }: MakePickerProps) {
  const { t } = useTranslation();
  const makes = useMakes(vehicleType, vehicleType !== undefined);
  return (
    <OptionListModal
      opened={opened}
      onClose={onClose}
      title={t('garage.addVehicle.selectMake')}
      searchLabel={t('garage.addVehicle.searchMakes')}
      options={makes.data}
      isFailed={makes.isError}
      optionKey={(make) => make.makeId}
      optionLabel={(make) => make.name}
      selectedKey={selectedId}
      onPick={onPick}
      emptyText={t('garage.vehicleMessages.noBrands')}
      layout="grid"
      renderOption={(make) => (
        <Stack gap={6} align="center">
          <Avatar src={make.logoUrl} alt="" color="brand" radius="xl" size="md">
            {make.name.slice(0, 2)}
          </Avatar>
          <Text size="sm" fw={500} ta="center" lineClamp={2}>
            {make.name}
          </Text>
        </Stack>
      )}
    />
  );
}

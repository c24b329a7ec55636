import { Text } from '@mantine/core';
import type { TCatalogModel } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { yearOptions } from '../../vehicle-choice';
import { OptionListModal } from '../option-list-modal';

type YearPickerProps = {
  opened: boolean;
  model: TCatalogModel | null;
  selected: number | null;
  onPick: (year: number) => void;
  onClose: () => void;
};

/** The last 23 years; those the model was not sold in are greyed out. */
export function YearPicker({ opened, model, selected, onPick, onClose }: YearPickerProps) {
  const { t } = useTranslation();
  return (
    <OptionListModal
      opened={opened}
      onClose={onClose}
      title={t('garage.addVehicle.selectYear')}
      options={yearOptions(model)}
      optionKey={(option) => String(option.year)}
      optionLabel={(option) => String(option.year)}
      isOptionDisabled={(option) => !option.isSold}
      selectedKey={selected === null ? null : String(selected)}
      onPick={(option) => onPick(option.year)}
      emptyText={t('garage.vehicleMessages.yearRequired')}
      layout="grid"
      renderOption={(option) => (
        <Text fw={500} ta="center">
          {option.year}
        </Text>
      )}
    />
  );
}

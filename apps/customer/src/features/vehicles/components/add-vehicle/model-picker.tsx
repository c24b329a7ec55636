import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useModels } from '@servicebay/api-client';
import type { TCatalogModel } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { OptionListModal } from '../option-list-modal';
import { BrandVehicleIcon } from '../../../../shared/vehicle-icon';

type ModelPickerProps = {
  opened: boolean;
  makeId: string | null;
  selectedId: string | null;
  onPick: (model: TCatalogModel) => void;
  onClose: () => void;
};

/** The models of the picked brand with their body style, searchable. */
export function ModelPicker({ opened, makeId, selectedId, onPick, onClose }: ModelPickerProps) {
  const { t } = useTranslation();
  const models = useModels(makeId);
  return (
    <OptionListModal
      opened={opened}
      onClose={onClose}
      title={t('garage.addVehicle.selectModel')}
      searchLabel={t('garage.addVehicle.searchModels')}
      options={models.data}
      isFailed={models.isError}
      optionKey={(model) => model.modelId}
      optionLabel={(model) => model.name}
      selectedKey={selectedId}
      onPick={onPick}
      emptyText={t('garage.vehicleMessages.noModels')}
      renderOption={(model) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={model.imageUrl} alt="" radius="md" color="gray">
            <BrandVehicleIcon />
          </Avatar>
          <Stack gap={0}>
            <Text fw={500}>{model.name}</Text>
            <Text size="sm" c="dimmed">
              {model.category}
            </Text>
          </Stack>
        </Group>
      )}
    />
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useVehicles } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import { PlusIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { matchesVehicleSearch, vehicleModelLine, vehicleName } from '../vehicle-text';
import { OptionListModal } from './option-list-modal';
import { VehicleThumb } from './vehicle-thumb';

type VehiclePickerModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The vehicle marked as the current one. */
  currentId: string | null;
  onPick: (vehicle: TVehicle) => void;
};

/** The customer's vehicles to switch between, searchable, with a way to add another from the 3000+ models. */
export function VehiclePickerModal({ opened, onClose, currentId, onPick }: VehiclePickerModalProps) {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  return (
    <OptionListModal
      opened={opened}
      onClose={onClose}
      title={t('garage.picker.title')}
      searchLabel={t('garage.picker.search')}
      options={vehicles.data}
      isFailed={vehicles.isError}
      optionKey={(vehicle) => vehicle.did}
      optionLabel={vehicleName}
      matches={matchesVehicleSearch}
      selectedKey={currentId}
      onPick={onPick}
      emptyText={t('garage.vehicleMessages.noVehicles')}
      renderOption={(vehicle) => (
        <Group gap="sm" wrap="nowrap">
          <VehicleThumb vehicle={vehicle} size={48} />
          {/* The plate on a line of its own: it tells two of the same model apart, so it is never cut short. */}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {vehicleName(vehicle)}
            </Text>
            {/* Wrapped, not cut with an ellipsis: in Arabic a cut Latin name would lose its start. */}
            <Text size="sm" c="dimmed" lineClamp={2}>
              {vehicleModelLine(vehicle)}
            </Text>
            {vehicle.registrationNumber ? (
              <Text size="sm" fw={600}>
                <bdi dir="ltr">{vehicle.registrationNumber}</bdi>
              </Text>
            ) : null}
          </Stack>
        </Group>
      )}
      footer={
        <Group justify="space-between" gap="sm" pt="xs" style={{ borderBlockStart: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="dimmed">
            {t('garage.picker.models')}
          </Text>
          <Button component={Link} to={paths.addVehicle} variant="light" size="sm" leftSection={<PlusIcon size={16} />}>
            {t('garage.picker.addAnother')}
          </Button>
        </Group>
      }
    />
  );
}

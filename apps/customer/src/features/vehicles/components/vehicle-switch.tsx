import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TVehicle } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { VehicleThumb } from './vehicle-thumb';
import { VehiclePickerModal } from './vehicle-picker-modal';

type VehicleSwitchProps = {
  vehicle: TVehicle;
  onSwitch: (vehicle: TVehicle) => void;
};

/** Which vehicle a screen is about, and the picker to look at another. */
export function VehicleSwitch({ vehicle, onSwitch }: VehicleSwitchProps) {
  const { t } = useTranslation();
  const [isPicking, picker] = useDisclosure(false);
  return (
    <Group gap="sm" wrap="nowrap">
      <VehicleThumb vehicle={vehicle} size={40} />
      <Button variant="default" onClick={picker.open}>
        {t('garage.vault.changeVehicle')}
      </Button>
      <VehiclePickerModal
        opened={isPicking}
        onClose={picker.close}
        currentId={vehicle.did}
        onPick={(picked) => {
          picker.close();
          onSwitch(picked);
        }}
      />
    </Group>
  );
}

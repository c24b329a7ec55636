import { Avatar, type MantineSize } from '@mantine/core';
import type { TVehicle } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { VehicleIcon } from '../../../shared/vehicle-icon';
import { vehicleName, vehiclePicture } from '../vehicle-text';

/** The vehicle's first photo (or the model's picture), else its kind (a car or a motorcycle) drawn in the brand's colour. */
export function VehicleThumb({ vehicle, size = 72 }: { vehicle: TVehicle; size?: MantineSize | number }) {
  const { t } = useTranslation();
  const picture = vehiclePicture(vehicle);
  return (
    <Avatar
      src={picture}
      alt={picture ? t('garage.myVehicles.photoOf', { name: vehicleName(vehicle) }) : undefined}
      size={size}
      radius="md"
      color="brand"
      variant="light"
    >
      <VehicleIcon type={vehicle.vehicleType} size={32} />
    </Avatar>
  );
}

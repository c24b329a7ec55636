import { Text, UnstyledButton } from '@mantine/core';
import type { TVehicle } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';
import { vehicleName } from '../vehicle-text';
import '../../../shared/snap-row.css';
import './vehicle-slider.css';

type SliderProps = { vehicles: readonly TVehicle[]; currentId: string; onPick: (vehicle: TVehicle) => void; isBusy: boolean };

/**
 * The dashboard's vehicle slider (customer spec section 2): every vehicle of the customer in a row
 * that scrolls sideways, the one in use marked; tapping another puts it in use (asking first when
 * the cart holds services). Shown from the second vehicle on.
 */
export function VehicleSlider({ vehicles, currentId, onPick, isBusy }: SliderProps) {
  const { t } = useTranslation();
  if (vehicles.length < 2) return null;
  return (
    <div className="snap-row vehicle-slider" role="group" aria-label={t('garage.dashboard.sliderLabel')}>
      {vehicles.map((vehicle) => {
        const isCurrent = vehicle.did === currentId;
        return (
          <UnstyledButton
            key={vehicle.did}
            className="vehicle-slide"
            aria-pressed={isCurrent}
            disabled={isBusy}
            onClick={() => (isCurrent ? undefined : onPick(vehicle))}
          >
            <BrandVehicleIcon size={22} />
            <span className="vehicle-slide-text">
              <Text component="span" size="sm" fw={700} truncate dir="auto">
                {vehicleName(vehicle)}
              </Text>
              <Text component="span" size="xs" c="dimmed" truncate dir="auto">
                {vehicle.registrationNumber ?? t('garage.dashboard.noNumber')}
              </Text>
            </span>
          </UnstyledButton>
        );
      })}
    </div>
  );
}

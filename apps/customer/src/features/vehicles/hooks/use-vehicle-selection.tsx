import { useSelectVehicle } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../shared/bidi';
import { useCartLossGuard } from '../../../shared/cart-loss';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { vehicleName } from '../vehicle-text';

/**
 * Makes a vehicle the one services are for (the spec's select), with its toast. The cart is
 * priced for the selected vehicle: with services in it, the customer is asked first and the cart
 * is emptied on Yes (customer spec section 4).
 */
export function useVehicleSelection(): { selectVehicle: (vehicle: TVehicle) => void; isSelecting: boolean; dialog: ReactNode } {
  const { t } = useTranslation();
  const select = useSelectVehicle();
  const vehicleChange = useCartLossGuard('vehicle');
  const selectVehicle = (vehicle: TVehicle) =>
    vehicleChange.guard(() =>
      select.mutateAsync(vehicle.did).then(
        () => notifySuccess(t('garage.myVehicles.selectedToast', { name: isolate(vehicleName(vehicle)) })),
        (error: unknown) => {
          notifyApiError(error);
          throw error;
        },
      ),
    );
  return { selectVehicle, isSelecting: select.isPending, dialog: vehicleChange.dialog };
}

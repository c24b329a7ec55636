import { useDeleteVehicle } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../shared/bidi';
import { apiErrorText, notifyDanger, notifySuccess } from '../../../shared/notify';
import { vehicleName } from '../vehicle-text';

// A refused vehicle delete is a danger toast (customer spec section 8), although 'This vehicle
// has active booking' arrives as a 409, which elsewhere is a warning.
const notifyDeleteRefused = notifyDanger;

/** Asks before deleting a vehicle; a vehicle with a booking in progress is refused at once. */
export function useDeleteVehicleFlow(onDeleted?: (vehicle: TVehicle) => void) {
  const { t } = useTranslation();
  const deleteVehicle = useDeleteVehicle();
  const [asking, setAsking] = useState<TVehicle | null>(null);

  function askDelete(vehicle: TVehicle) {
    if (vehicle.hasActiveBooking) notifyDeleteRefused(t('garage.vehicleMessages.activeBooking'));
    else setAsking(vehicle);
  }

  function confirm() {
    if (!asking) return;
    const vehicle = asking;
    deleteVehicle.mutate(vehicle.did, {
      onSuccess: () => {
        setAsking(null);
        notifySuccess(t('garage.myVehicles.deleted'));
        onDeleted?.(vehicle);
      },
      onError: (error) => {
        setAsking(null);
        notifyDeleteRefused(apiErrorText(error));
      },
    });
  }

  const dialog = (
    <ConfirmDialog
      opened={asking !== null}
      title={t('garage.myVehicles.deleteTitle')}
      message={asking ? t('garage.myVehicles.deleteConfirm', { name: isolate(vehicleName(asking)) }) : ''}
      confirmLabel={t('garage.myVehicles.delete')}
      cancelLabel={t('garage.myVehicles.cancel')}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
      isPending={deleteVehicle.isPending}
      isDestructive
    />
  );

  return { askDelete, dialog };
}

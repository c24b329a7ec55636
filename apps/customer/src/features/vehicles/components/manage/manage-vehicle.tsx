import { Button, Stack, Text } from '@mantine/core';
import { ApiError, useVehicle } from '@servicebay/api-client';
import { ScreenHeader, TrashIcon, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useDeleteVehicleFlow } from '../../hooks/use-delete-vehicle-flow';
import { vehicleModelLine, vehicleName } from '../../vehicle-text';
import { VehicleNotFound } from '../vehicle-not-found';
import { ManageVehicleForm } from './manage-vehicle-form';
import { VehiclePhotos } from './vehicle-photos';

/** /portal/manage-your-vehicle/:id: details, photos, and deleting the vehicle. */
export function ManageVehicle({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const toList = () => void navigate(paths.myVehicles);
  const { askDelete, dialog } = useDeleteVehicleFlow(toList);
  const header = (description?: string) => (
    <ScreenHeader title={t('garage.manage.heading')} description={description} backLabel={t('garage.manage.backToList')} onBack={toList} />
  );

  if (vehicle.isPending) {
    return (
      <>
        {header()}
        <SectionLoader label={t('app.loading')} />
      </>
    );
  }
  if (vehicle.isError && vehicle.error instanceof ApiError && vehicle.error.status === 404) {
    return <VehicleNotFound backTo={paths.myVehicles} backLabel={t('garage.manage.backToList')} />;
  }
  if (vehicle.isError) {
    return (
      <>
        {header()}
        <Text c="red" role="alert">
          {t('startup.body')}
        </Text>
      </>
    );
  }

  const current = vehicle.data;
  return (
    <>
      {header(`${vehicleName(current)} · ${vehicleModelLine(current)} · ${current.year}`)}
      <Stack gap="lg" maw={880}>
        {/* A key per vehicle: the form starts over from the saved values when another vehicle opens. */}
        <ManageVehicleForm key={current.did} vehicle={current} />
        <VehiclePhotos vehicle={current} />
        <Button variant="light" color="red" leftSection={<TrashIcon size={16} />} onClick={() => askDelete(current)} style={{ alignSelf: 'flex-start' }}>
          {t('garage.manage.deleteVehicle')}
        </Button>
      </Stack>
      {dialog}
    </>
  );
}

import { Text } from '@mantine/core';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DocumentVault, documentVaultPath, NoVehicleForDocuments } from '../../../features/documents';
import { VehicleNotFound, vehicleName, VehicleSwitch } from '../../../features/vehicles';
import { paths } from '../../../shared/paths';
import { isolate } from '../../../shared/bidi';
import { useGarageVehicle } from './use-garage-vehicle';

/** /portal/document-vault/:vehicleId?: the documents of one vehicle, with a switch to another. */
export function DocumentVaultRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vehicleId } = useParams();
  const { vehicles, vehicle, isUnknown } = useGarageVehicle(vehicleId);
  if (isUnknown) return <VehicleNotFound backTo={paths.myVehicles} backLabel={t('garage.manage.backToList')} />;

  return (
    <>
      <ScreenHeader
        title={t('garage.vault.heading')}
        description={vehicle ? t('garage.vault.forVehicle', { name: isolate(vehicleName(vehicle)) }) : undefined}
        actions={
          vehicle && vehicles.data && vehicles.data.length > 1 ? (
            <VehicleSwitch vehicle={vehicle} onSwitch={(picked) => void navigate(documentVaultPath(picked.did))} />
          ) : undefined
        }
      />
      {vehicles.isPending ? (
        <SectionLoader label={t('app.loading')} />
      ) : vehicles.isError ? (
        <Text c="red" role="alert">
          {t('startup.body')}
        </Text>
      ) : vehicle ? (
        <DocumentVault vehicleId={vehicle.did} />
      ) : (
        <NoVehicleForDocuments />
      )}
    </>
  );
}

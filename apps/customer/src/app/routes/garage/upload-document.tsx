import { Text } from '@mantine/core';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { documentVaultPath, NoVehicleForDocuments, UploadDocument } from '../../../features/documents';
import { VehicleNotFound, vehicleName } from '../../../features/vehicles';
import { paths } from '../../../shared/paths';
import { useGarageVehicle } from './use-garage-vehicle';

/** What older links put in the router's state (customer spec section 2: vehicleId, documentTemplate). */
type UploadState = { vehicleId?: string; documentTemplate?: { name?: string } } | null;

/**
 * /portal/upload-documents/:vehicleId?type=NAME, and /portal/add-insurance, add-PUCC and add-RC,
 * which are the same form with the kind set (their vehicle: ?vehicleId=, the state, or the selected one).
 */
export function UploadDocumentRoute({ presetType }: { presetType?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as UploadState;
  const params = useParams();
  const [search] = useSearchParams();
  const { vehicles, vehicle, isUnknown } = useGarageVehicle(params.vehicleId ?? search.get('vehicleId') ?? state?.vehicleId);
  const documentType = presetType ?? search.get('type') ?? state?.documentTemplate?.name ?? null;

  // Back where the customer came from; a link opened on its own goes to the vault.
  const back = () => (location.key === 'default' ? void navigate(documentVaultPath(vehicle?.did), { replace: true }) : void navigate(-1));

  if (isUnknown) return <VehicleNotFound backTo={paths.documentVault} backLabel={t('garage.upload.backToVault')} />;
  if (vehicle) return <UploadDocument vehicleId={vehicle.did} vehicleName={vehicleName(vehicle)} documentType={documentType} onBack={back} />;
  return (
    <>
      <ScreenHeader title={t('garage.vault.heading')} backLabel={t('garage.upload.backToVault')} onBack={back} />
      {vehicles.isPending ? (
        <SectionLoader label={t('app.loading')} />
      ) : vehicles.isError ? (
        <Text c="red" role="alert">
          {t('startup.body')}
        </Text>
      ) : (
        <NoVehicleForDocuments />
      )}
    </>
  );
}

export const AddInsuranceRoute = () => <UploadDocumentRoute presetType="INSURANCE" />;
export const AddPollutionCertificateRoute = () => <UploadDocumentRoute presetType="PUCC" />;
export const AddRegistrationCertificateRoute = () => <UploadDocumentRoute presetType="RC" />;

import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const vehicleScreens = () => import('./garage/vehicle-screens');
const addVehicle = async () => ({ Component: (await vehicleScreens()).AddVehicleRoute });
const vault = async () => ({ Component: (await import('./garage/document-vault')).DocumentVaultRoute });
const uploadScreens = () => import('./garage/upload-document');
const vaultTitle = screenTitle((t) => t('garage.vault.heading'));
const addVehicleTitle = screenTitle((t) => t('garage.addVehicle.heading'));
const uploadTitle = screenTitle((t) => t('garage.upload.screenTitle'));

/** Portal routes of the vehicles and documents screens; each screen loads on demand. */
export const garageRoutes: RouteObject[] = [
  {
    path: paths.myVehicles,
    handle: screenTitle((t) => t('garage.myVehicles.heading')),
    lazy: async () => ({ Component: (await vehicleScreens()).MyVehiclesRoute }),
  },
  { path: paths.addVehicle, handle: addVehicleTitle, lazy: addVehicle },
  { path: paths.addVehicleAlias, handle: addVehicleTitle, lazy: addVehicle },
  {
    path: paths.manageVehicle(':vehicleId'),
    handle: screenTitle((t) => t('garage.manage.heading')),
    lazy: async () => ({ Component: (await vehicleScreens()).ManageVehicleRoute }),
  },
  { path: paths.documentVault, handle: vaultTitle, lazy: vault },
  { path: `${paths.documentVault}/:vehicleId`, handle: vaultTitle, lazy: vault },
  { path: paths.uploadDocuments(':vehicleId'), handle: uploadTitle, lazy: async () => ({ Component: (await uploadScreens()).UploadDocumentRoute }) },
  { path: paths.addInsurance, handle: uploadTitle, lazy: async () => ({ Component: (await uploadScreens()).AddInsuranceRoute }) },
  { path: paths.addPucc, handle: uploadTitle, lazy: async () => ({ Component: (await uploadScreens()).AddPollutionCertificateRoute }) },
  { path: paths.addRc, handle: uploadTitle, lazy: async () => ({ Component: (await uploadScreens()).AddRegistrationCertificateRoute }) },
];

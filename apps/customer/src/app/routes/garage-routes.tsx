import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

const addVehicle = async () => ({ Component: (await import('./garage/add-vehicle')).AddVehicleRoute });
const vault = async () => ({ Component: (await import('./garage/document-vault')).DocumentVaultRoute });
const uploadScreens = () => import('./garage/upload-document');

/** Portal routes of the vehicles and documents screens; each screen loads on demand. */
export const garageRoutes: RouteObject[] = [
  { path: paths.myVehicles, lazy: async () => ({ Component: (await import('./garage/my-vehicles')).MyVehiclesRoute }) },
  { path: paths.addVehicle, lazy: addVehicle },
  { path: paths.addVehicleAlias, lazy: addVehicle },
  { path: paths.manageVehicle(':vehicleId'), lazy: async () => ({ Component: (await import('./garage/manage-vehicle')).ManageVehicleRoute }) },
  { path: paths.documentVault, lazy: vault },
  { path: `${paths.documentVault}/:vehicleId`, lazy: vault },
  { path: paths.uploadDocuments(':vehicleId'), lazy: async () => ({ Component: (await uploadScreens()).UploadDocumentRoute }) },
  { path: paths.addInsurance, lazy: async () => ({ Component: (await uploadScreens()).AddInsuranceRoute }) },
  { path: paths.addPucc, lazy: async () => ({ Component: (await uploadScreens()).AddPollutionCertificateRoute }) },
  { path: paths.addRc, lazy: async () => ({ Component: (await uploadScreens()).AddRegistrationCertificateRoute }) },
];

import { useParams } from 'react-router';
import { ManageVehicle } from '../../../features/vehicles';

/** /portal/manage-your-vehicle/:vehicleId (the vehicle's did). */
export function ManageVehicleRoute() {
  const { vehicleId = '' } = useParams();
  return <ManageVehicle vehicleId={vehicleId} />;
}

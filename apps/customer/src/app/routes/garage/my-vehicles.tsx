import { MyVehicles } from '../../../features/vehicles';

/** /portal/my-vehicles */
export function MyVehiclesRoute() {
  return <MyVehicles />;
}

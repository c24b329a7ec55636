import { currentVehicleOf, useVehicles } from '@servicebay/api-client';

/**
 * The vehicle a documents screen is about: the one named in the address when the customer has
 * it, else the selected one (then the default, then the first). A vehicle named but not among
 * theirs is `isUnknown`: the screen says so, rather than showing, or filing under, another one.
 */
export function useGarageVehicle(vehicleId: string | null | undefined) {
  const vehicles = useVehicles();
  const list = vehicles.data ?? [];
  const named = vehicleId ? list.find((vehicle) => vehicle.did === vehicleId) : undefined;
  return {
    vehicles,
    vehicle: vehicleId ? named : currentVehicleOf(list),
    isUnknown: Boolean(vehicleId) && vehicles.isSuccess && !named,
  };
}

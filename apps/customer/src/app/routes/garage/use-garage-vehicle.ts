import { currentVehicleOf, useVehicles } from '@servicebay/api-client';

/**
 * The vehicle a documents screen is about: the one named in the address when the customer has
 * it, else the selected one (then the default, then the first).
 */
export function useGarageVehicle(vehicleId: string | null | undefined) {
  const vehicles = useVehicles();
  const list = vehicles.data ?? [];
  return {
    vehicles,
    vehicle: list.find((vehicle) => vehicle.did === vehicleId) ?? currentVehicleOf(list),
  };
}

import type { TVehicle } from '@servicebay/domain';

type Named = Pick<TVehicle, 'nickName' | 'make' | 'model'>;

/** What a customer calls a vehicle: its nickname, else make and model. */
export const vehicleName = (vehicle: Named) => vehicle.nickName?.trim() || `${vehicle.make} ${vehicle.model}`;

/** Make, model and variant in one line, as the catalogue names them. */
export const vehicleModelLine = (vehicle: Pick<TVehicle, 'make' | 'model' | 'variant'>) =>
  [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' ');

/** Whether a vehicle answers the picker's search: any word of its name, model line or plate, ignoring case and spaces in plates. */
export function matchesVehicleSearch(vehicle: TVehicle, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  const plate = (vehicle.registrationNumber ?? '').toLowerCase();
  const text = `${vehicleName(vehicle)} ${vehicleModelLine(vehicle)} ${vehicle.year} ${plate}`.toLowerCase();
  return text.includes(wanted) || plate.includes(wanted.replace(/[\s-]/g, ''));
}

/** The first photo the customer took, else the catalogue's picture of the model. */
export const vehiclePicture = (vehicle: Pick<TVehicle, 'imagePaths' | 'imageUrl'>) => vehicle.imagePaths.find(Boolean) ?? vehicle.imageUrl ?? null;

import { useClientProfile } from '@servicebay/api-client';
import type { TVehicleType } from '@servicebay/domain';
import { BikeIcon, CarIcon } from '@servicebay/ui';

/** A vehicle of the given type: a motorcycle for a two-wheeler, else a car. */
export function VehicleIcon({ type, size }: { type: TVehicleType; size?: number }) {
  return type === 'two-wheeler' ? <BikeIcon size={size} /> : <CarIcon size={size} />;
}

/** What the brand services, where no one vehicle is meant (menus, empty states): a bike brand shows a motorcycle. */
export function BrandVehicleIcon({ size }: { size?: number }) {
  return <VehicleIcon type={useClientProfile().variant === 'bike' ? 'two-wheeler' : 'car'} size={size} />;
}

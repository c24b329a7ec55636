import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVehicle, type TVehicle } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';

export const ZVehicleList = z.array(ZVehicle);

/** GET /users/me/vehicles: the customer's vehicles, each marked default and selected. */
export const getVehicles = (): Promise<TVehicle[]> => api.request('/users/me/vehicles', { schema: ZVehicleList });

export const vehiclesQueryOptions = () => queryOptions({ queryKey: garageKeys.vehicles(), queryFn: getVehicles });

export const useVehicles = () => useQuery(vehiclesQueryOptions());

/** The vehicle the customer is working with: the selected one, else the default, else the first. */
export function currentVehicleOf(vehicles: readonly TVehicle[]): TVehicle | undefined {
  return vehicles.find((v) => v.isSelected) ?? vehicles.find((v) => v.isDefault) ?? vehicles[0];
}

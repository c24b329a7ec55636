import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVehicle, type TVehicle } from '@servicebay/domain';
import { api } from '../../client';
import { garageKeys } from '../query-keys';

/** GET /users/me/vehicles/:id: one vehicle with fresh signed image URLs. */
export const getVehicle = (vehicleId: string): Promise<TVehicle> => api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}`, { schema: ZVehicle });

export const vehicleQueryOptions = (vehicleId: string) => queryOptions({ queryKey: garageKeys.vehicle(vehicleId), queryFn: () => getVehicle(vehicleId) });

export const useVehicle = (vehicleId: string) => useQuery(vehicleQueryOptions(vehicleId));

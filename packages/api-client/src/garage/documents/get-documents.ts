import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserDocument, type TUserDocument } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';

/** GET /users/me/documents?vehicleId=: saved documents with signed image URLs. */
export const getDocuments = (vehicleId?: string): Promise<TUserDocument[]> =>
  api.request(`/users/me/documents${vehicleId ? `?${new URLSearchParams({ vehicleId })}` : ''}`, { schema: z.array(ZUserDocument) });

export const documentsQueryOptions = (vehicleId?: string) =>
  queryOptions({ queryKey: garageKeys.documents(vehicleId), queryFn: () => getDocuments(vehicleId) });

export const useDocuments = (vehicleId: string | undefined) => useQuery({ ...documentsQueryOptions(vehicleId), enabled: Boolean(vehicleId) });

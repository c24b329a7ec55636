import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZVendor, ZVendorStatement, type TVendor, type TVendorBody, type TVendorStatement } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { stockKeys, stockPath } from './query-keys';

const vendorsPath = (workshopId: string) => `${stockPath(workshopId)}/vendors`;

/** GET …/vendors: every vendor with what the workshop owes it. */
export const getVendors = (workshopId: string): Promise<TVendor[]> => staffApi.request(vendorsPath(workshopId), { schema: z.array(ZVendor) });

export const useVendors = (workshopId: string) => useQuery({ queryKey: stockKeys.vendors(workshopId), queryFn: () => getVendors(workshopId) });

/** GET …/vendors/{id}/statement: completed inwards and debit notes with the running balance. */
export const getVendorStatement = (workshopId: string, vendorId: string): Promise<TVendorStatement> =>
  staffApi.request(`${vendorsPath(workshopId)}/${encodeURIComponent(vendorId)}/statement`, { schema: ZVendorStatement });

export const useVendorStatement = (workshopId: string, vendorId: string) =>
  useQuery({ queryKey: stockKeys.vendorStatement(workshopId, vendorId), queryFn: () => getVendorStatement(workshopId, vendorId) });

/** POST …/vendors (a new vendor) or PUT …/vendors/{id}. */
export const saveVendor = (workshopId: string, vendorId: string | null, body: TVendorBody): Promise<TVendor> =>
  staffApi.request(`${vendorsPath(workshopId)}${vendorId ? `/${encodeURIComponent(vendorId)}` : ''}`, {
    method: vendorId ? 'PUT' : 'POST',
    body,
    schema: ZVendor,
  });

/** DELETE …/vendors/{id}: refused for a vendor any order or inward names. */
export const deleteVendor = (workshopId: string, vendorId: string): Promise<null> =>
  staffApi.request(`${vendorsPath(workshopId)}/${encodeURIComponent(vendorId)}`, { method: 'DELETE', schema: z.null() });

export function useDeleteVendor(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorId: string) => deleteVendor(workshopId, vendorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.vendors(workshopId) }),
  });
}

export function useSaveVendor(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, body }: { vendorId: string | null; body: TVendorBody }) => saveVendor(workshopId, vendorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.vendors(workshopId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddress } from '@servicebay/domain';
import { api } from '../client';
import { storeAddresses, ZAddressList } from './get-addresses';

/** DELETE /users/me/addresses/:id: answers the remaining list, the next one selected. */
export const deleteAddress = (addressId: string): Promise<TAddress[]> =>
  api.request(`/users/me/addresses/${encodeURIComponent(addressId)}`, { method: 'DELETE', schema: ZAddressList });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: (addresses) => storeAddresses(queryClient, addresses) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddress } from '@servicebay/domain';
import { api } from '../client';
import { storeAddresses, ZAddressList } from './get-addresses';

/** POST /users/me/addresses/:id/select: the address services are booked for; answers the list. */
export const selectAddress = (addressId: string): Promise<TAddress[]> =>
  api.request(`/users/me/addresses/${encodeURIComponent(addressId)}/select`, { method: 'POST', schema: ZAddressList });

export function useSelectAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectAddress, onSuccess: (addresses) => storeAddresses(queryClient, addresses) });
}

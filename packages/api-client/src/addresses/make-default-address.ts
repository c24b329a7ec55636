import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddress } from '@servicebay/domain';
import { api } from '../client';
import { storeAddresses, ZAddressList } from './get-addresses';

/** POST /users/me/addresses/:id/default: answers the list. */
export const makeDefaultAddress = (addressId: string): Promise<TAddress[]> =>
  api.request(`/users/me/addresses/${encodeURIComponent(addressId)}/default`, { method: 'POST', schema: ZAddressList });

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultAddress, onSuccess: (addresses) => storeAddresses(queryClient, addresses) });
}

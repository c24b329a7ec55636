import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddress, type TAddress, type TAddressFields } from '@servicebay/domain';
import { api } from '../client';
import { storeAddresses } from './get-addresses';

/** PUT /users/me/addresses/:id */
export const updateAddress = ({ addressId, address }: { addressId: string; address: TAddressFields }): Promise<TAddress> =>
  api.request(`/users/me/addresses/${encodeURIComponent(addressId)}`, { method: 'PUT', body: address, schema: ZAddress });

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => storeAddresses(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddress, type TAddress, type TAddressFields } from '@servicebay/domain';
import { api } from '../client';
import { storeAddresses } from './get-addresses';

/** POST /users/me/addresses: the first address becomes default and selected on the server. */
export const addAddress = (address: TAddressFields): Promise<TAddress> =>
  api.request('/users/me/addresses', { method: 'POST', body: address, schema: ZAddress });

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSuccess: () => storeAddresses(queryClient) });
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZAddress, type TAddress } from '@servicebay/domain';
import { z } from 'zod';
import { meQueryOptions } from '../auth/get-me';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';
import { profileQueryOptions } from '../profile/get-profile';

export const ZAddressList = z.array(ZAddress);

/** GET /users/me/addresses: each with isDefault and isSelected. */
export const getAddresses = (): Promise<TAddress[]> => api.request('/users/me/addresses', { schema: ZAddressList });

export const addressesQueryOptions = () => queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'addresses'], queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());

/**
 * After any address change: the list the server answered with (when it sent one), and the user
 * record and profile read again, since they carry the default and selected address and its city.
 */
export async function storeAddresses(queryClient: QueryClient, addresses?: TAddress[]): Promise<void> {
  if (addresses) queryClient.setQueryData(addressesQueryOptions().queryKey, addresses);
  else await queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  ]);
}

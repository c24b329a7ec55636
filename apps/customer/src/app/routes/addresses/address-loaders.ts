import { addressesQueryOptions, clientProfileQueryOptions } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { redirect } from 'react-router';
import { paths } from '../../../shared/paths';
import { queryClient } from '../../query-client';

/** Web-hub brands have no addresses (customer spec section 1); the others load the list first. */
export async function addressesLoader() {
  if (isWebHub(await queryClient.ensureQueryData(clientProfileQueryOptions()))) throw redirect(paths.dashboard);
  await queryClient.ensureQueryData(addressesQueryOptions());
  return null;
}

import { clientProfileQueryOptions, offersQueryOptions } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { initI18n } from '@servicebay/i18n';
import { redirect } from 'react-router';
import { paths } from '../../../shared/paths';
import { queryClient } from '../../query-client';

/**
 * Web-hub brands have no offers (customer spec section 1): their customers go to the dashboard.
 * Others start on the offers at once; the screen shows its cards' outlines until they come.
 */
export async function offersLoader() {
  if (isWebHub(await queryClient.ensureQueryData(clientProfileQueryOptions()))) throw redirect(paths.dashboard);
  void queryClient.prefetchQuery(offersQueryOptions(initI18n().language));
  return null;
}

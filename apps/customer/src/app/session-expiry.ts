import { ApiError, configureApiClient, SESSION_QUERY_KEY } from '@servicebay/api-client';
import { initI18n } from '@servicebay/i18n';
import { notifyApiError } from '../shared/notify';
import { paths } from '../shared/paths';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * Connects the API client to the app: requests carry the current language, and a session that
 * can no longer be renewed signs the customer out with 'Please login to continue' (spec section 4).
 */
export function connectApiClient(): void {
  configureApiClient({
    getLanguage: () => initI18n().language,
    onSessionExpired: () => {
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
      notifyApiError(ApiError.fromStatus(401));
      void router.navigate(paths.login, { replace: true });
    },
  });
}

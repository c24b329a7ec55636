import { ApiError, configureApiClient, SESSION_QUERY_KEY } from '@servicebay/api-client';
import { initI18n } from '@servicebay/i18n';
import { notifyApiError } from '../shared/notify';
import { paths } from '../shared/paths';
import { returnPathTo, withReturnPath } from '../shared/return-path';
import { queryClient } from './query-client';
import type { AppRouter } from './router';

/**
 * Connects the API client to the app: requests carry the current language, and a session that
 * can no longer be renewed signs the customer out with 'Please login to continue' (spec section 4).
 */
export function connectApiClient(router: AppRouter): void {
  configureApiClient({
    getLanguage: () => initI18n().language,
    onSessionExpired: () => {
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
      notifyApiError(ApiError.fromStatus(401));
      // Signing in again comes back to the screen the customer was on.
      void router.navigate(withReturnPath(paths.login, returnPathTo(window.location.href)), { replace: true });
    },
  });
}

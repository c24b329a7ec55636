import { ApiError, configureStaffApiClient, staffKeys } from '@servicebay/api-client';
import { initI18n } from '@servicebay/i18n';
import { notifyApiError } from '../shared/notify';
import { paths, returnPathIn, withReturnPath } from '../shared/paths';
import { queryClient } from './query-client';
import type { AppRouter } from './router';

/**
 * Requests carry the current language; a session that can no longer be renewed (its refresh token
 * refused: a role change, a switch-off, sign-out elsewhere) ends here with 'Please login to
 * continue', and signing in again comes back to the screen the person was on.
 */
export function connectStaffApiClient(router: AppRouter): void {
  configureStaffApiClient({
    getLanguage: () => initI18n().language,
    onSessionExpired: () => {
      queryClient.removeQueries({ queryKey: staffKeys.all });
      notifyApiError(new ApiError({ code: 'auth/session-revoked', status: 401 }));
      const { pathname } = router.state.location;
      void router.navigate(withReturnPath(paths.login, returnPathIn(`?next=${encodeURIComponent(pathname)}`)), { replace: true });
    },
  });
}

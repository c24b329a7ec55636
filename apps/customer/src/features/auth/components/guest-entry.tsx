import { Button } from '@mantine/core';
import { useSignInAsGuest, useStoredSession } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';

/** Browse without signing in; a guest who came back to sign in keeps their guest session. */
export function GuestEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useStoredSession();
  const signInAsGuest = useSignInAsGuest();

  function continueAsGuest() {
    if (session?.isGuest) {
      void navigate(paths.portal);
      return;
    }
    signInAsGuest.mutate(undefined, {
      onSuccess: () => void navigate(paths.portal),
      onError: (error) => notifyApiError(error),
    });
  }

  return (
    <Button variant="subtle" fullWidth onClick={continueAsGuest} loading={signInAsGuest.isPending}>
      {t('signIn.continueAsGuest')}
    </Button>
  );
}

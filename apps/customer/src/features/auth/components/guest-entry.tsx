import { Button } from '@mantine/core';
import { useSignInAsGuest, useStoredSession } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { returnPathIn } from '../../../shared/return-path';

/** Browse without signing in; a guest who came back to sign in keeps their guest session. */
export function GuestEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read when pressed, never rendered: the server renders this screen without the query.
  const { search } = useLocation();
  const enter = () => void navigate(returnPathIn(search) ?? paths.portal);
  const session = useStoredSession();
  const signInAsGuest = useSignInAsGuest();

  function continueAsGuest() {
    if (session?.isGuest) {
      enter();
      return;
    }
    signInAsGuest.mutate(undefined, {
      onSuccess: enter,
      onError: (error) => notifyApiError(error),
    });
  }

  return (
    <Button variant="subtle" fullWidth onClick={continueAsGuest} loading={signInAsGuest.isPending}>
      {t('signIn.continueAsGuest')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { useSignOut } from '@servicebay/api-client';
import { DEFAULT_LANGUAGE } from '@servicebay/domain';
import { setLocale } from '@servicebay/i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';

/** Ends the session here and on the server; the spec resets the language to English on sign-out. */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  function handleSignOut() {
    signOut.mutate(undefined, {
      onSettled: () => {
        void setLocale(DEFAULT_LANGUAGE);
        void navigate(paths.login, { replace: true });
      },
    });
  }

  return (
    <Button variant="light" color="red" fullWidth justify="flex-start" onClick={handleSignOut} loading={signOut.isPending}>
      {t('portal.signOut')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { useSignOut } from '@servicebay/api-client';
import { DEFAULT_LANGUAGE } from '@servicebay/domain';
import { setLocale } from '@servicebay/i18n';
import { SignOutIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';

/**
 * Ends the session here and on the server; the spec resets the language to English on sign-out.
 * The reset waits on the mutation's promise, not on mutate's callbacks: clearing the tokens can
 * unmount this button before those callbacks run, and TanStack Query drops them on unmount, which
 * left a customer who signed out in Arabic on an Arabic sign-in screen.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function handleSignOut() {
    // signOut never loses the local sign-out; a failed server call is not the customer's concern here.
    await signOut.mutateAsync().catch(() => undefined);
    await setLocale(DEFAULT_LANGUAGE);
    await navigate(paths.login, { replace: true });
  }

  return (
    <Button
      variant="subtle"
      color="red"
      fullWidth
      justify="flex-start"
      leftSection={<SignOutIcon />}
      onClick={() => void handleSignOut()}
      loading={signOut.isPending}
    >
      {t('portal.signOut')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { useMe } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** A guest's way to sign in; verifying the code then upgrades this guest (same account). */
export function GuestSignInLink({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  if (!useMe()?.isAnonymous) return null;
  return (
    <Button component={Link} to={paths.login} size="sm" fullWidth={fullWidth}>
      {t('portal.signIn')}
    </Button>
  );
}

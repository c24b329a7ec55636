import { Button, type ButtonVariant } from '@mantine/core';
import { useMe } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { safeReturnPath, withReturnPath } from '../../../shared/return-path';

type GuestSignInLinkProps = {
  fullWidth?: boolean;
  /** `white` on the brand-coloured greeting, where a filled brand button would vanish. */
  variant?: ButtonVariant;
};

/**
 * A guest's way to sign in; verifying the code then upgrades this guest (same account) and comes
 * back to this screen (the dashboard has no return path, so its server render matches).
 */
export function GuestSignInLink({ fullWidth = false, variant = 'filled' }: GuestSignInLinkProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!useMe()?.isAnonymous) return null;
  return (
    <Button component={Link} to={withReturnPath(paths.login, safeReturnPath(`${pathname}${search}`))} size="sm" fullWidth={fullWidth} variant={variant}>
      {t('portal.signIn')}
    </Button>
  );
}

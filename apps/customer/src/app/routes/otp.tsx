import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { OtpForm, usePendingSignIn } from '../../features/auth/code-step';
import { isolate } from '../../shared/bidi';
import { paths } from '../../shared/paths';
import { returnPathIn, withReturnPath } from '../../shared/return-path';
import { LoginAreaShell } from '../shells/login-area-shell';

/** /otp: only reachable with a number waiting for its code. */
export function OtpRoute() {
  const { t } = useTranslation();
  const [pending, setPending] = usePendingSignIn();
  const { search } = useLocation();
  if (!pending) return <Navigate to={withReturnPath(paths.login, returnPathIn(search))} replace />;

  return (
    <LoginAreaShell heading={t('otp.heading')} intro={t('otp.sentTo', { number: isolate(pending.maskedNumber) })}>
      <OtpForm pending={pending} onPendingChange={setPending} />
    </LoginAreaShell>
  );
}

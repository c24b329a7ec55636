import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { OtpForm, usePendingSignIn } from '../../features/auth';
import { isolate } from '../../shared/bidi';
import { paths } from '../../shared/paths';
import { LoginAreaShell } from '../shells/login-area-shell';

/** /otp: only reachable with a number waiting for its code. */
export function OtpRoute() {
  const { t } = useTranslation();
  const [pending, setPending] = usePendingSignIn();
  if (!pending) return <Navigate to={paths.login} replace />;

  return (
    <LoginAreaShell heading={t('otp.heading')} intro={t('otp.sentTo', { number: isolate(pending.maskedNumber) })}>
      <OtpForm pending={pending} onPendingChange={setPending} />
    </LoginAreaShell>
  );
}

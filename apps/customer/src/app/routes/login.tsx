import { useTranslation } from 'react-i18next';
import { GuestEntry, MobileSignInForm } from '../../features/auth';
import { LoginAreaShell } from '../shells/login-area-shell';
import { useCodeStepAhead } from './code-step-ahead';

/** /login, /sign-in and /signIn. */
export function LoginRoute() {
  const { t } = useTranslation();
  useCodeStepAhead();
  return (
    <LoginAreaShell heading={t('signIn.loginHeading')} intro={t('signIn.loginIntro')}>
      <MobileSignInForm variant="login" />
      <GuestEntry />
    </LoginAreaShell>
  );
}

import { useTranslation } from 'react-i18next';
import { MobileSignInForm } from '../../features/auth';
import { LoginAreaShell } from '../shells/login-area-shell';

/** /otp-verify: the 'Get Started' entry to the same sign-in. */
export function GetStartedRoute() {
  const { t } = useTranslation();
  return (
    <LoginAreaShell heading={t('signIn.getStartedHeading')} intro={t('signIn.getStartedIntro')}>
      <MobileSignInForm variant="getStarted" />
    </LoginAreaShell>
  );
}

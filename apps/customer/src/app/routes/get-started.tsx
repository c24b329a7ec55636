import { useTranslation } from 'react-i18next';
import { MobileSignInForm } from '../../features/auth';
import { LoginAreaShell } from '../shells/login-area-shell';
import { useCodeStepAhead } from './code-step-ahead';

/** /otp-verify: the 'Get Started' entry to the same sign-in. */
export function GetStartedRoute() {
  const { t } = useTranslation();
  useCodeStepAhead();
  return (
    <LoginAreaShell heading={t('signIn.getStartedHeading')} intro={t('signIn.getStartedIntro')}>
      <MobileSignInForm variant="getStarted" />
    </LoginAreaShell>
  );
}

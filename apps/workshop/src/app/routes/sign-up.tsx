import { Anchor } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SignUpForm } from '../../features/sign-up';
import { notifySuccess } from '../../shared/notify';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { SignedOutCard } from '../shells/signed-out-shell';

/** /sign-up: a service centre registers its first workshop and lands signed in on its dashboard. */
export function SignUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { countryCode, mobileDigitCount } = useClientProfile();
  useDocumentTitle(t('workshop.signUp.heading'));
  return (
    <SignedOutCard
      width={760}
      heading={t('workshop.signUp.heading')}
      intro={t('workshop.signUp.intro')}
      footer={
        <>
          {t('workshop.signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} fw={500}>
            {t('workshop.signUp.signIn')}
          </Anchor>
        </>
      }
    >
      <SignUpForm
        countryCode={countryCode}
        digitCount={mobileDigitCount}
        onSignedUp={({ staff }) => {
          notifySuccess(t('workshop.signUp.welcome', { name: staff.name }));
          const workshop = staff.workshops[0];
          void navigate(workshop ? paths.dashboard(workshop.workshopId) : paths.home, { replace: true });
        }}
      />
    </SignedOutCard>
  );
}

import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/sign-in';
import { paths, returnPathIn } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { SignedOutCard } from '../shells/signed-out-shell';

/** /login: back to where the person was sent from, or to their first workshop. */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  useDocumentTitle(t('workshop.login.submit'));
  return (
    <SignedOutCard
      heading={t('workshop.login.heading')}
      intro={t('workshop.login.intro')}
      footer={
        <>
          {t('workshop.login.newHere')}{' '}
          <Anchor component={Link} to={paths.signUp} fw={500}>
            {t('workshop.login.signUp')}
          </Anchor>
        </>
      }
    >
      <LoginForm onSignedIn={() => void navigate(returnPathIn(search) ?? paths.home, { replace: true })} />
    </SignedOutCard>
  );
}

import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/sign-in';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { SignedOutCard } from '../shells/signed-out-shell';

/** /forgot-password. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('workshop.forgot.heading'));
  return (
    <SignedOutCard
      heading={t('workshop.forgot.heading')}
      intro={t('workshop.forgot.intro')}
      footer={
        <Anchor component={Link} to={paths.login} fw={500}>
          {t('workshop.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </SignedOutCard>
  );
}

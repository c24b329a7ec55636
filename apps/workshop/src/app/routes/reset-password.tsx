import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isResetToken, ResetPasswordForm } from '../../features/sign-in';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { SignedOutCard } from '../shells/signed-out-shell';

/** /reset-password?token=…: the page the e-mailed link opens; once done, back to Login. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  const [isDone, setDone] = useState(false);
  useDocumentTitle(t('workshop.reset.heading'));

  if (isDone) {
    return (
      <SignedOutCard heading={t('workshop.reset.doneHeading')} intro={t('workshop.reset.done')}>
        <Button component={Link} to={paths.login} size="md" fullWidth>
          {t('workshop.reset.toLogin')}
        </Button>
      </SignedOutCard>
    );
  }
  return (
    <SignedOutCard heading={t('workshop.reset.heading')} intro={isResetToken(token) ? t('workshop.reset.intro') : undefined}>
      {isResetToken(token) ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <Alert color="yellow" variant="light">
          <Stack gap={6} align="flex-start">
            {t('workshop.reset.missingToken')}
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('workshop.reset.askAgain')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </SignedOutCard>
  );
}

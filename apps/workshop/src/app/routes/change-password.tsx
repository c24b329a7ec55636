import { Paper } from '@mantine/core';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/account';
import { useDocumentTitle } from '../../shared/use-document-title';

/** /w/:workshopId/change-password, from the person's menu. */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('workshop.changePassword.heading'));
  return (
    <>
      <ScreenHeader title={t('workshop.changePassword.heading')} description={t('workshop.changePassword.intro')} />
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <ChangePasswordForm />
      </Paper>
    </>
  );
}

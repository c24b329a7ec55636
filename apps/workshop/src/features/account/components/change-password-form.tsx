import { Button, Stack } from '@mantine/core';
import { useChangeStaffPassword } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { PasswordField } from '../../../shared/password-field';
import { PasswordPolicy } from '../../../shared/password-policy';
import { showRefusal } from '../../../shared/refusal-at-field';
import { changePasswordRules, emptyChangePassword } from '../change-password-rules';

/**
 * Change password: a wrong current one is told at its field ('Please re-check the Current
 * Password'); a right one gives a new session, which replaces the held one, and the other devices
 * are signed out.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangeStaffPassword();
  const form = useDomainForm({ initialValues: emptyChangePassword(), issueText: useIssueText(), ...changePasswordRules });

  const submit = form.submit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('workshop.changePassword.done'));
        form.reset();
      },
      onError: (error) => {
        showRefusal(form, error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField label={t('workshop.changePassword.current')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
        <PasswordField
          label={t('workshop.changePassword.new')}
          autoComplete="new-password"
          aria-describedby="change-password-policy"
          {...form.getInputProps('newPassword')}
        />
        <PasswordPolicy id="change-password-policy" password={form.values.newPassword} />
        <PasswordField label={t('workshop.changePassword.confirm')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('workshop.changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { ApiError, useResetStaffPassword } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText, notifyApiError } from '../../../shared/notify';
import { PasswordField } from '../../../shared/password-field';
import { PasswordPolicy } from '../../../shared/password-policy';
import { paths } from '../../../shared/paths';
import { resetRules } from '../sign-in-rules';

/** Reset Password: the new password, its rule shown as it is typed, and its confirmation. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const reset = useResetStaffPassword();
  const form = useDomainForm({ initialValues: { password: '', confirmPassword: '' }, issueText: useIssueText(), ...resetRules(token) });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.submit((body) =>
    reset.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        // A used or expired link: the form cannot mend that, a new link can.
        if (error instanceof ApiError && error.code === 'staff/reset-link-invalid') setRefusal(apiErrorText(error));
        else notifyApiError(error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={6} align="flex-start">
              {refusal}
              <Anchor component={Link} to={paths.forgotPassword} size="sm">
                {t('workshop.reset.askAgain')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <PasswordField
          label={t('workshop.reset.newPassword')}
          autoComplete="new-password"
          aria-describedby="new-password-policy"
          {...form.getInputProps('password')}
        />
        <PasswordPolicy id="new-password-policy" password={form.values.password} />
        <PasswordField label={t('workshop.reset.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('workshop.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

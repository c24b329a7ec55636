import { Alert, Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { ApiError, useStaffSignIn } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText, notifyApiError } from '../../../shared/notify';
import { PasswordField } from '../../../shared/password-field';
import { paths } from '../../../shared/paths';
import { loginRules } from '../sign-in-rules';

/** Refusals of the sign-in itself, shown on the form; anything else (offline, the server) is a toast. */
const REFUSALS = new Set(['staff/invalid-credentials', 'staff/locked', 'staff/too-many-attempts', 'staff/account-inactive']);
/** Refusals a one-time code gets round: the alert offers it at once. */
const CODE_STILL_WORKS = new Set(['staff/locked', 'staff/too-many-attempts']);

/** Username and password (workshop spec section 2, Login), with the one-time code as the other way in. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useStaffSignIn();
  const form = useDomainForm({ initialValues: { username: '', password: '' }, issueText: useIssueText(), ...loginRules });
  const [refusal, setRefusal] = useState<{ text: string; offersCode: boolean } | null>(null);

  const submit = form.submit((body) => {
    setRefusal(null);
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError && REFUSALS.has(error.code)) setRefusal({ text: apiErrorText(error), offersCode: CODE_STILL_WORKS.has(error.code) });
        else notifyApiError(error);
        form.setFieldValue('password', '');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={6} align="flex-start">
              {refusal.text}
              {refusal.offersCode ? (
                <Anchor component={Link} to={paths.codeSignIn} fw={600} size="sm">
                  {t('workshop.login.withCode')}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <TextInput
          label={t('workshop.login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          {...form.getInputProps('username')}
        />
        <Stack gap={4}>
          <PasswordField label={t('workshop.login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('workshop.login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('workshop.login.submit')}
        </Button>
        <Divider label={t('workshop.login.or')} labelPosition="center" />
        {/* Its label breaks onto two lines on a 320 px phone rather than being cut off. */}
        <Button
          component={Link}
          to={paths.codeSignIn}
          variant="default"
          size="md"
          fullWidth
          h="auto"
          mih={42}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {t('workshop.login.withCode')}
        </Button>
      </Stack>
    </form>
  );
}

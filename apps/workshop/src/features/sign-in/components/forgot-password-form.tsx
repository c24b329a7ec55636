import { Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useRequestPasswordReset } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { MailIcon, useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify';
import { forgotRules } from '../sign-in-rules';

/**
 * Forgot Password: a username, then the same confirmation whatever the answer, as the server
 * answers the same for any username (it tells no one which accounts exist).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useDomainForm({ initialValues: { username: '' }, issueText: useIssueText(), ...forgotRules });
  const [sentFor, setSentFor] = useState<string | null>(null);

  const submit = form.submit(({ username }) =>
    request.mutate({ username }, { onSuccess: () => setSentFor(username), onError: (error) => notifyApiError(error) }),
  );

  if (sentFor) {
    return (
      <Stack gap="sm" role="status">
        <ThemeIcon size={44} radius="xl" variant="light">
          <MailIcon size={22} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('workshop.forgot.sentHeading')}
        </Title>
        <Text size="sm">{t('workshop.forgot.sent', { username: `\u2066${sentFor}\u2069` })}</Text>
        <Text size="sm" c="dimmed">
          {t('workshop.forgot.noEmail')}
        </Text>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('workshop.forgot.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          {...form.getInputProps('username')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('workshop.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}

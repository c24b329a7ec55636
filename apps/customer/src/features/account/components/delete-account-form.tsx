import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMe, useClientProfile, useRequestAccountDeletion } from '@servicebay/api-client';
import { ZEmail } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { ConfirmDialog } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { countryName } from '../country-name';

type DeleteAccountFormProps = {
  /** The request names the account by its mobile number; without one the customer adds it first. */
  ensureMobileNumber: () => boolean;
};

/** Who is asking to be deleted, prefilled from the customer's details; sent after one more confirmation. */
export function DeleteAccountForm({ ensureMobileNumber }: DeleteAccountFormProps) {
  const { t } = useTranslation();
  const user = useMe();
  const clientProfile = useClientProfile();
  const { language } = useLocale();
  const request = useRequestAccountDeletion();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [isEmailInvalid, setEmailInvalid] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() !== '' && !ZEmail.safeParse(email).success) {
      setEmailInvalid(true);
      return;
    }
    if (ensureMobileNumber()) setConfirming(true);
  }

  function send() {
    request.mutate(
      { name: name.trim() || undefined, email: email.trim() || undefined, mobileNumber: user?.primaryPhoneNumber ?? undefined, country: clientProfile.country },
      {
        onSuccess: () => notifySuccess(t('account.deletion.requested')),
        onError: (error) => notifyApiError(error),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.deletion.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            autoComplete="name"
          />
          <TextInput
            label={t('account.deletion.email')}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailInvalid(false);
            }}
            error={isEmailInvalid ? t('profile.rules.emailInvalid') : undefined}
            maxLength={254}
            autoComplete="email"
            dir="ltr"
          />
          <TextInput label={t('account.deletion.mobile')} value={user?.primaryPhoneNumber ?? ''} readOnly variant="filled" dir="ltr" />
          <TextInput
            label={t('account.deletion.country')}
            value={countryName(clientProfile.countryCode, language, clientProfile.country)}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
        <Button type="submit" color="red" style={{ alignSelf: 'flex-start' }}>
          {t('account.deletion.submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title={t('account.deletion.confirmTitle')}
        message={t('account.deletion.confirmBody')}
        confirmLabel={t('account.deletion.confirm')}
        cancelLabel={t('common.cancel')}
        isDestructive
        isPending={request.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </form>
  );
}

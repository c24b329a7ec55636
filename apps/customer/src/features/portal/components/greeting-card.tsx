import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMe, useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../shared/bidi';
import { customerDisplayName } from '../display-name';
import { GuestSignInLink } from './guest-sign-in-link';

/** The dashboard's welcome: who is signed in to which brand, and for a guest how to sign in. */
export function GreetingCard() {
  const { t } = useTranslation();
  const user = useMe();
  const clientProfile = useClientProfile();
  if (!user) return null;
  const name = customerDisplayName(user);

  return (
    <Paper p="xl" radius="lg" withBorder style={{ borderInlineStart: '4px solid var(--brand-primary)' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t('portal.greeting', { name: name ? isolate(name) : t('portal.guest') })}
        </Title>
        <Text c="dimmed">{name ? t('portal.memberOf', { brand: clientProfile.ClientName }) : t('portal.guestNote', { brand: clientProfile.ClientName })}</Text>
        <GuestSignInLink />
      </Stack>
    </Paper>
  );
}

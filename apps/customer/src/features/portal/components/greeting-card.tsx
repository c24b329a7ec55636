import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMe, useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { isolate } from '../../../shared/bidi';
import { customerFirstName } from '../display-name';
import { GuestSignInLink } from './guest-sign-in-link';

/**
 * The dashboard's welcome, in the brand's colour: the customer by first name, or a friendly
 * "Hello there" and a way to add it when no name is known; a guest also learns how to sign in. No time-of-day
 * greeting: the server renders this screen and the browser must render it the same (decision 0017).
 */
export function GreetingCard() {
  const { t } = useTranslation();
  const user = useMe();
  const clientProfile = useClientProfile();
  if (!user) return null;
  const firstName = customerFirstName(user);
  const brand = clientProfile.ClientName;

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" bg="var(--brand-primary)" c="var(--brand-primary-contrast)" shadow="sm">
      <Stack gap="xs" align="flex-start">
        <Title order={1} size="h2">
          {firstName ? t('portal.greeting', { name: isolate(firstName) }) : t('portal.greetingNoName')}
        </Title>
        <Text size="md" maw={560}>
          {user.isAnonymous ? t('portal.guestNote', { brand }) : t('portal.memberOf', { brand })}
        </Text>
        <GuestSignInLink variant="white" />
        {/* A customer we cannot greet by name is asked for it, where their personal details are kept. */}
        {!firstName && !user.isAnonymous ? (
          <Button component={Link} to={paths.editProfile} size="sm" variant="white">
            {t('portal.addName')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

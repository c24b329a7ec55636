import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What staff see until staff accounts (and so staff sign-in) exist. */
export function SignedOutHome() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" py="xl">
      <Title order={1}>{t('workshop.heading')}</Title>
      <Text c="dimmed">{t('workshop.staffSignInNote')}</Text>
    </Stack>
  );
}

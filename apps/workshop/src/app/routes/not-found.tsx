import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" py="xl">
      <Title order={1}>{t('app.notFoundHeading')}</Title>
      <Text c="dimmed">{t('app.notFoundBody')}</Text>
      <Anchor component={Link} to="/">
        {t('app.goHome')}
      </Anchor>
    </Stack>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h3">
          {t('app.notFoundHeading')}
        </Title>
        <Text c="dimmed">{t('app.notFoundBody')}</Text>
        <Button component={Link} to={paths.home}>
          {t('app.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useStaffSession } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';

/** 'Page Not Found' (workshop spec section 8): an unknown path, another's workshop, or an area the role does not open. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const isSignedIn = useStaffSession() !== null;
  useDocumentTitle(t('workshop.notFound.heading'));
  return (
    <Stack gap="sm" py="xl" maw={560} mx="auto" ta="center" align="center">
      <Text fw={700} fz={56} lh={1} c="var(--brand-primary)" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {t('workshop.notFound.heading')}
      </Title>
      <Text c="dimmed">{t('workshop.notFound.body')}</Text>
      <Anchor component={Link} to={isSignedIn ? paths.home : paths.login} fw={500}>
        {isSignedIn ? t('workshop.notFound.home') : t('workshop.notFound.signIn')}
      </Anchor>
    </Stack>
  );
}

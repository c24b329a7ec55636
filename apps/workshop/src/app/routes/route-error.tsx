import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SignedOutFrame } from '../shells/signed-out-shell';
import { NotFoundRoute } from './not-found';

function Failure() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" py="xl" maw={560} mx="auto" ta="center" align="center">
      <Title order={1} size="h2">
        {t('workshop.failed.heading')}
      </Title>
      <Text c="dimmed">{t('workshop.failed.body')}</Text>
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('workshop.failed.retry')}
      </Button>
    </Stack>
  );
}

/**
 * What a route's loader refused: a 404 is 'Page Not Found', anything else a failure to try again.
 * `isFramed`: the app's outermost boundary, which has no shell around it, draws the signed-out frame.
 */
export function RouteError({ isFramed = false }: { isFramed?: boolean }) {
  const error = useRouteError();
  const screen = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundRoute /> : <Failure />;
  return isFramed ? <SignedOutFrame>{screen}</SignedOutFrame> : screen;
}

import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError, useAnswerEstimateByLink, useEstimateByLink } from '@servicebay/api-client';
import { SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/notify';
import { NotFoundPanel } from '../../../shared/not-found-panel';
import { paths } from '../../../shared/paths';
import { EstimateAnswer } from './estimate-answer';

/** A token that is not one of the brand's links: refused by its form (400) or its signature (404). */
const isUnknownLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * What a link sent by SMS opens, without signing in (issue 27 part 2): the workshop, the job card
 * and the vehicle, and the estimate to answer line by line. An expired link says to ask the
 * workshop again; a link that is not one of the brand's is not found.
 */
export function EstimateLinkScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const estimate = useEstimateByLink(token);
  const answer = useAnswerEstimateByLink(token);
  if (estimate.isPending) return <SectionLoader label={t('app.loading')} />;
  if (estimate.isError) {
    const { error } = estimate;
    if (error instanceof ApiError && error.code === 'billing/link-expired') {
      return (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" ta="center" gap="sm">
            <Title order={1} size="h3">
              {t('estimates.link.expiredHeading')}
            </Title>
            <Text>{apiErrorText(error)}</Text>
          </Stack>
        </Paper>
      );
    }
    if (isUnknownLink(error)) {
      return (
        <NotFoundPanel heading={t('estimates.link.notFoundHeading')} body={t('estimates.link.notFoundBody')} backTo={paths.home} backLabel={t('app.goHome')} />
      );
    }
    return (
      <Alert color="red" title={t('common.loadFailed')} maw={720} mx="auto">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void estimate.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const { workshopName, jobCardNo, vehicleNumber } = estimate.data;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <div>
        <Title order={1} size="h3" dir="auto">
          {t('estimates.link.heading', { workshop: workshopName })}
        </Title>
        <Group gap="lg" component="dl" style={{ margin: 0, marginBlockStart: 'var(--mantine-spacing-xs)' }}>
          <Fact label={t('estimates.link.jobCard')}>{jobCardNo}</Fact>
          {vehicleNumber ? <Fact label={t('estimates.link.vehicle')}>{vehicleNumber}</Fact> : null}
        </Group>
      </div>
      <EstimateAnswer estimate={estimate.data} answer={answer} refresh={() => estimate.refetch()} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
        {children}
      </Text>
    </div>
  );
}

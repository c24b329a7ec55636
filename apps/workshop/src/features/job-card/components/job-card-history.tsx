import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TJobCard } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { STATUS_COLOURS } from '../../../shared/job-card-status-badge';

/** The card's steps, oldest first: each status, who made it and when, and the remarks the customer read. */
export function JobCardHistory({ steps, formats }: { steps: TJobCard['steps']; formats: Formats }) {
  const { t } = useTranslation();
  const last = steps.at(-1);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="history-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="history-heading">
          {t('workshop.jobCard.history.heading')}
        </Title>
        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} color={last ? STATUS_COLOURS[last.status] : undefined}>
          {steps.map((step, index) => (
            <Timeline.Item key={`${step.status}-${index}`} title={t(`workshop.jobCardStatuses.${step.status}`)}>
              <Text size="xs" c="dimmed">
                {formats.dateTime(step.at)} · {step.by ? t('workshop.jobCard.history.by', { name: step.by }) : t('workshop.jobCard.history.bySystem')}
              </Text>
              {step.remarks ? (
                <Text size="sm" mt={4} fs="italic">
                  “{step.remarks}”
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}

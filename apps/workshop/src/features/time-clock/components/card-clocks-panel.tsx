import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useJobCardClocks, useStepJobClock } from '@servicebay/api-client';
import { jobClockActionsFrom, type TJobClock, type TJobClockAction } from '@servicebay/domain';
import { SectionLoader } from '@servicebay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { useTimeTexts, workedSecondsAt } from '../time-texts';

type CardClocksPanelProps = { card: { workshopId: string; jobCardId: string }; staffId: string };

const STATUS_COLOURS = { running: 'teal', paused: 'yellow', stopped: 'gray' } as const;

/** Now, a tick a minute while a clock runs, so its worked time moves on the screen. */
function useMinuteTick(isRunning: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  return now;
}

/**
 * The job clocks of a card's labour lines (issue 29 part 3): the caller's own start, pause, resume
 * and stop on each line (only the steps the domain allows now), and who else is clocking on it.
 */
export function CardClocksPanel({ card, staffId }: CardClocksPanelProps) {
  const { t } = useTranslation();
  const texts = useTimeTexts();
  const formats = useFormats();
  const clocks = useJobCardClocks(card.workshopId, card.jobCardId);
  const step = useStepJobClock(card.workshopId, card.jobCardId);
  const now = useMinuteTick(clocks.data?.clocks.some((clock) => clock.status === 'running') ?? false);

  const lineRows = () => {
    if (!clocks.data) return null;
    const { lines, myRunningClock } = clocks.data;
    if (lines.length === 0)
      return (
        <Text c="dimmed" size="sm">
          {t('workshop.timeClock.clocks.none')}
        </Text>
      );
    return (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => {
          const onLine = clocks.data.clocks.filter((clock) => clock.lineId === line.lineId);
          const mine = onLine.find((clock) => clock.staffId === staffId && clock.status !== 'stopped') ?? null;
          const others = onLine.filter((clock) => clock.staffId !== staffId && clock.status !== 'stopped');
          const isBlocked = (action: TJobClockAction) =>
            (action === 'start' || action === 'resume') && myRunningClock !== null && myRunningClock.lineId !== line.lineId;
          const describe = (clock: TJobClock) => ({
            status: t(`workshop.timeClock.clocks.statuses.${clock.status}`),
            duration: texts.duration(workedSecondsAt(clock, now)),
          });
          return (
            <Stack
              component="li"
              key={line.lineId}
              aria-label={line.name}
              gap={6}
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{line.name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('workshop.timeClock.clocks.sold', { hours: formats.number(line.hours) })}
                  </Text>
                </Stack>
                {mine ? (
                  <Badge variant="dot" tt="none" fw={500} color={STATUS_COLOURS[mine.status]} style={{ flexShrink: 0 }}>
                    {t(`workshop.timeClock.clocks.statuses.${mine.status}`)}
                  </Badge>
                ) : null}
              </Group>
              {mine ? <Text size="sm">{t('workshop.timeClock.clocks.mine', describe(mine))}</Text> : null}
              {others.map((clock) => (
                <Text key={clock.jobClockId} size="sm" c="dimmed">
                  {t('workshop.timeClock.clocks.other', { name: clock.staffName, ...describe(clock) })}
                </Text>
              ))}
              <Group gap="xs">
                {jobClockActionsFrom(mine?.status ?? null).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'stop' ? 'default' : 'filled'}
                    disabled={isBlocked(action)}
                    loading={step.isPending && step.variables?.lineId === line.lineId && step.variables.action === action}
                    aria-label={t('workshop.timeClock.clocks.actionOn', { action: t(`workshop.timeClock.clocks.actions.${action}`), line: line.name })}
                    onClick={() => step.mutate({ lineId: line.lineId, action })}
                  >
                    {t(`workshop.timeClock.clocks.actions.${action}`)}
                  </Button>
                ))}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    );
  };

  const isRunningElsewhere = clocks.data?.myRunningClock != null && clocks.data.myRunningClock.jobCardId !== card.jobCardId;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="card-clocks-heading">
      <Title order={2} size="h4" id="card-clocks-heading" mb="sm">
        {t('workshop.timeClock.clocks.heading')}
      </Title>
      {clocks.isPending ? (
        <SectionLoader label={t('workshop.timeClock.clocks.loading')} />
      ) : clocks.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(clocks.error)}
        </Alert>
      ) : (
        lineRows()
      )}
      {isRunningElsewhere ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('workshop.timeClock.clocks.runningElsewhere')}
        </Text>
      ) : null}
      {step.isError ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {apiErrorText(step.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { isShownTimelineEvent, timelineView, type TBookingEvent, type TBookingStatus, type TTimelineStepState } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** A timeline step's name in the reader's language. */
export function useTimelineEventName(): (name: string) => string {
  const { t } = useTranslation();
  // A step the workshop adds later, unknown to this build, shows as it came.
  return (name) => (isShownTimelineEvent(name) ? t(`bookings.timeline.events.${name}`) : name);
}

/** The words of each step's state; what is done reads strongest, what is skipped or called off quietest. */
const STATE_TEXT = { done: 'done', skipped: 'skipped', pending: 'pending', calledOff: 'calledOff', upcoming: 'upcoming' } as const satisfies Record<
  TTimelineStepState,
  string
>;
const isQuiet = (state: TTimelineStepState) => state === 'upcoming' || state === 'skipped' || state === 'calledOff';

/**
 * The booking's timeline (customer spec section 4): each category with its progress bar and its
 * steps, done, skipped (the workshop went past it), pending (payment awaited), called off (the
 * booking was cancelled) or still to come. Refreshed by the live stream.
 */
export function BookingTimeline({ events, status }: { events: readonly TBookingEvent[]; status: TBookingStatus }) {
  const { t } = useTranslation();
  const eventName = useTimelineEventName();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-timeline-title">
      <Title order={2} size="h5" mb="md" id="booking-timeline-title">
        {t('bookings.details.timeline')}
      </Title>
      <Stack gap="lg">
        {timelineView(events, status).map((view) => {
          const category = t(`bookings.timeline.categories.${view.category}`);
          return (
            <Stack key={view.category} gap="xs" component="section" aria-label={category}>
              <Group justify="space-between" gap="sm">
                <Text fw={600}>{category}</Text>
                <Text size="sm" c="dimmed">
                  {view.progress}%
                </Text>
              </Group>
              <Progress value={view.progress} radius="xl" size="sm" aria-label={t('bookings.details.progress', { category, percent: view.progress })} />
              <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {view.steps.map((step) => (
                  <li key={step.name} className="booking-step" data-state={step.state}>
                    <span className="booking-step-dot" data-state={step.state} aria-hidden="true" />
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text
                        size="sm"
                        fw={step.state === 'done' ? 600 : 400}
                        c={isQuiet(step.state) ? 'dimmed' : undefined}
                        td={step.state === 'skipped' || step.state === 'calledOff' ? 'line-through' : undefined}
                      >
                        {eventName(step.name)}
                      </Text>
                      <Text size="xs" fw={step.state === 'pending' ? 600 : undefined} c={step.state === 'pending' ? '#9a3c00' : 'dimmed'}>
                        {t(`bookings.details.${STATE_TEXT[step.state]}`)}
                      </Text>
                    </Group>
                  </li>
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

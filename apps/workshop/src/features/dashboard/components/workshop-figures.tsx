import { Card, Group, Paper, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useBookingsInbox, useClientProfile, useJobBoard } from '@servicebay/api-client';
import { canAccess, marketToday, percentOf, type TStaffRole } from '@servicebay/domain';
import { SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATUS_COLOURS } from '../../../shared/job-card-status-badge';
import { paths, type JobBoardLink } from '../../../shared/paths';
import { dashboardFigures } from '../dashboard-figures';

const LIST_STYLE = { listStyle: 'none' } as const;

function FigureCard({ to, label, hint, count, accent }: { to: string; label: string; hint: string; count: number; accent: string }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding="lg"
      className="figure-card"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${accent}-7)` }}
    >
      <Stack gap={4}>
        <Text fw={600}>{label}</Text>
        <Text fz={36} fw={700} lh={1.1}>
          {count}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * 'Today at the workshop' (issue 11, part 7): the board's and the inbox's figures, each a link to
 * the board filtered to what it counts, live with the stream like the board itself.
 */
export function WorkshopFigures({ role, workshopId }: { role: TStaffRole; workshopId: string }) {
  const { t } = useTranslation();
  // The workshop's day, as the board reads a day: a desk's browser on another clock (a laptop left on
  // UTC, the small hours) must not count yesterday's cards as today's.
  const { countryCode } = useClientProfile();
  const today = marketToday(countryCode);
  const canReadBookings = canAccess(role, 'bookings', 'read');
  const board = useJobBoard(workshopId, { pageSize: 1 });
  const openedToday = useJobBoard(workshopId, { from: today, to: today, pageSize: 1 });
  const inbox = useBookingsInbox(workshopId, canReadBookings);
  const boardAt = (link: JobBoardLink) => paths.jobCards(workshopId, link);

  const isLoading = !board.data || !openedToday.data || (canReadBookings && !inbox.data);
  if (isLoading) return board.isError || openedToday.isError ? null : <SectionLoader label={t('workshop.dashboard.figuresLoading')} py="md" />;
  const figures = dashboardFigures({ board: board.data, openedToday: openedToday.data, inbox: inbox.data ?? null, today });
  const largest = Math.max(1, ...figures.openByStatus.map((entry) => entry.count));

  return (
    <Stack gap="md" component="section" aria-labelledby="workshop-figures">
      <Stack gap={2}>
        <Title order={2} size="h4" id="workshop-figures">
          {t('workshop.dashboard.figuresHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('workshop.dashboard.figuresIntro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: figures.bookingsWaiting === null ? 3 : 4 }} spacing="md">
        {figures.bookingsWaiting !== null ? (
          <FigureCard
            to={paths.bookings(workshopId)}
            label={t('workshop.dashboard.bookingsWaiting')}
            hint={t('workshop.dashboard.bookingsWaitingHint')}
            count={figures.bookingsWaiting}
            accent="yellow"
          />
        ) : null}
        <FigureCard
          to={boardAt(figures.todaysArrivals.link)}
          label={t('workshop.dashboard.todaysArrivals')}
          hint={t('workshop.dashboard.todaysArrivalsHint')}
          count={figures.todaysArrivals.count}
          accent="blue"
        />
        <FigureCard
          to={boardAt(figures.readyForDelivery.link)}
          label={t('workshop.dashboard.readyForDelivery')}
          hint={t('workshop.dashboard.readyForDeliveryHint')}
          count={figures.readyForDelivery.count}
          accent="teal"
        />
        <FigureCard
          to={boardAt(figures.pendingApprovals.link)}
          label={t('workshop.dashboard.pendingApprovals')}
          hint={t('workshop.dashboard.pendingApprovalsHint')}
          count={figures.pendingApprovals.count}
          accent="orange"
        />
      </SimpleGrid>
      <Paper withBorder radius="lg" p="lg">
        <Title order={3} size="h5" mb="sm" id="jobs-by-status">
          {t('workshop.dashboard.jobsByStatus')}
        </Title>
        {figures.openByStatus.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('workshop.dashboard.noOpenJobs')}
          </Text>
        ) : (
          <SimpleGrid component="ul" aria-labelledby="jobs-by-status" cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing={4} p={0} m={0} style={LIST_STYLE}>
            {figures.openByStatus.map(({ status, count, link }) => (
              <li key={status}>
                <UnstyledButton component={Link} to={boardAt(link)} className="status-figure">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text size="sm">{t(`workshop.jobCardStatuses.${status}`)}</Text>
                    <Text size="sm" fw={700}>
                      {count}
                      <VisuallyHidden> {t('workshop.dashboard.jobCardsUnit')}</VisuallyHidden>
                    </Text>
                  </Group>
                  <Progress value={percentOf(count, largest)} color={STATUS_COLOURS[status]} size="sm" radius="xl" mt={4} aria-hidden="true" />
                </UnstyledButton>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}

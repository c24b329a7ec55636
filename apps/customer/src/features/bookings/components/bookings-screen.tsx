import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useBookings, useClientProfile } from '@servicebay/api-client';
import type { TBooking } from '@servicebay/domain';
import { CalendarIcon, ChevronForwardIcon, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { amountToPay } from '../../../shared/bill-lines';
import { formatCalendarDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';
import { paths } from '../../../shared/paths';
import { BookingStatusBadge } from './booking-status-badge';
import { HistoryActions } from './history-actions';
import '../bookings.css';

/** My Bookings (customer spec section 2): active bookings first, then the history; each opens its details. */
/** A history item's Invoice (the bill feature's, composed by the route), when its job card has one. */
type RenderInvoice = (booking: TBooking) => ReactNode;

export function BookingsScreen({ renderInvoice }: { renderInvoice?: RenderInvoice } = {}) {
  const { t } = useTranslation();
  const bookings = useBookings();
  if (bookings.isPending) return <SectionLoader label={t('app.loading')} py="xl" />;
  if (bookings.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void bookings.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <CalendarIcon size={48} />
        <Title order={2} size="h4">
          {t('bookings.list.empty')}
        </Title>
        <Text c="dimmed" maw={360}>
          {t('bookings.list.emptyHint')}
        </Text>
        <Button component={Link} to={paths.bookService} radius="xl" mt="sm">
          {t('bookings.list.bookService')}
        </Button>
      </Stack>
    );
  }
  const active = bookings.data.filter((booking) => !booking.deleted);
  const history = bookings.data.filter((booking) => booking.deleted);
  return (
    <Stack gap="xl" maw={760}>
      {active.length > 0 ? <BookingGroup id="active" title={t('bookings.list.active')} bookings={active} /> : null}
      {history.length > 0 ? <BookingGroup id="history" title={t('bookings.list.history')} bookings={history} renderInvoice={renderInvoice} /> : null}
    </Stack>
  );
}

function BookingGroup({ id, title, bookings, renderInvoice }: { id: string; title: string; bookings: TBooking[]; renderInvoice?: RenderInvoice }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`bookings-${id}`}>
      <Title order={2} size="h5" id={`bookings-${id}`}>
        {title}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking) => (
          <li key={booking.bookingId}>
            <BookingCard booking={booking} renderInvoice={renderInvoice} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function BookingCard({ booking, renderInvoice }: { booking: TBooking; renderInvoice?: RenderInvoice }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  const showPrice = useClientProfile().featureSetting.showPrice;
  const services = booking.items.map((item) => item.service.displayName).join(', ');
  return (
    <Paper withBorder radius="lg" p="md">
      <Link to={paths.bookingDetails(booking.bookingId)} className="booking-card-link">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>{booking.bookingCode}</Text>
              <BookingStatusBadge status={booking.status} />
            </Group>
            <Text size="sm" lineClamp={2}>
              {services}
            </Text>
            <Text size="xs" c="dimmed">
              {t('bookings.list.bookedOn', { date: formatCalendarDay(booking.createdAt, i18n.language) })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {showPrice ? (
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed">
                  {t('bookings.list.total')}
                </Text>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {money(amountToPay(booking.estimate), booking.estimate.currency)}
                </Text>
              </Stack>
            ) : null}
            <ChevronForwardIcon />
          </Group>
        </Group>
      </Link>
      {booking.deleted ? <HistoryActions booking={booking} invoice={renderInvoice?.(booking)} /> : null}
    </Paper>
  );
}

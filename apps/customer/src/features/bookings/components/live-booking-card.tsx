import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useBookings } from '@servicebay/api-client';
import { bookingProgress, latestTimelineStep } from '@servicebay/domain';
import { ChevronForwardIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/day-text';
import { paths } from '../../../shared/paths';
import { liveBookingOf } from '../live-booking';
import { slotText } from '../slot-text';
import { BookingStatusBadge } from './booking-status-badge';
import { useTimelineEventName } from './booking-timeline';
import '../bookings.css';

/**
 * The dashboard's service status card (customer spec section 2; issue 26, item 17): the booking under
 * way with its state, slot and progress, a tap to its details. Nothing while there is none.
 */
export function LiveBookingCard() {
  const { t, i18n } = useTranslation();
  const eventName = useTimelineEventName();
  const booking = liveBookingOf(useBookings().data ?? []);
  if (!booking) return null;
  const { pickupDate, pickupSlot } = booking.pickupDropoffData;
  const step = latestTimelineStep(booking.events);
  const percent = bookingProgress(booking.events, booking.status);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="live-booking-title">
      <Link to={paths.bookingDetails(booking.bookingId)} className="booking-card-link">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Title order={2} size="h5" id="live-booking-title">
                {t('home.liveBooking.title')}
              </Title>
              <BookingStatusBadge status={booking.status} />
            </Group>
            <Text size="sm" fw={600}>
              {t('home.liveBooking.code', { code: booking.bookingCode })}
            </Text>
            {pickupDate ? (
              <Text size="sm" c="dimmed">
                {formatCalendarDay(pickupDate, i18n.language)}
                {' · '}
                {/* A box of its own: the clock reads left to right in Arabic too. */}
                <span dir="ltr" style={{ display: 'inline-block' }}>
                  {slotText(pickupSlot)}
                </span>
              </Text>
            ) : null}
            {step ? <Text size="sm">{t('home.liveBooking.now', { step: eventName(step) })}</Text> : null}
            <Progress value={percent} radius="xl" size="sm" aria-label={t('home.liveBooking.progress', { percent })} />
          </Stack>
          <ChevronForwardIcon />
        </Group>
      </Link>
    </Paper>
  );
}

import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TInboxBooking } from '@servicebay/domain';
import { CalendarIcon, CarIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { LabelledFact } from '../../../shared/labelled-fact';
import { spacedMobile } from '../../../shared/phone-text';

type InboxBookingProps = {
  booking: TInboxBooking;
  formats: Formats;
  countryCode: string;
  isNew: boolean;
  /** The answers, for a role that may change bookings; without them the card only shows. */
  answers?: { onAccept: () => void; onReject: () => void; isAccepting: boolean };
};

/** One booking waiting: when and how it comes in, who and what, the services and the total, and the two answers. */
export function InboxBooking({ booking, formats, countryCode, isNew, answers }: InboxBookingProps) {
  const { t } = useTranslation();
  const headingId = `booking-${booking.bookingId}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={headingId}
      className={isNew ? 'inbox-booking inbox-booking--new' : 'inbox-booking'}
      data-new={isNew || undefined}
    >
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 24rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={headingId} dir="ltr">
              {booking.bookingCode}
            </Title>
            {isNew ? (
              <Badge color="yellow.5" autoContrast variant="filled" radius="sm" size="sm">
                {t('workshop.inbox.newBadge')}
              </Badge>
            ) : null}
            <Badge variant="outline" color="gray.8" radius="sm" tt="none" fw={500}>
              {t(booking.isPickupRequired ? 'workshop.inbox.modes.pickup' : 'workshop.inbox.modes.own')}
            </Badge>
          </Group>
          <Group gap={6} wrap="nowrap" c="var(--brand-primary)">
            <CalendarIcon size={18} />
            <Text fw={600}>
              {t('workshop.jobCard.places.slotTime', { date: formats.day(booking.slot.date), start: booking.slot.startTime, end: booking.slot.endTime })}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing={6} mt={4}>
            <LabelledFact label={t('workshop.jobCard.customer')}>
              <Text size="sm" fw={500}>
                {booking.customerName}
              </Text>
              {booking.mobileNumber ? <span dir="ltr">{spacedMobile(booking.mobileNumber, countryCode)}</span> : null}
            </LabelledFact>
            <LabelledFact label={t('workshop.inbox.vehicle')}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <CarIcon size={16} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {booking.vehicleNumber ? (
                    <Text size="sm" fw={600} dir="ltr" ta="start">
                      {booking.vehicleNumber}
                    </Text>
                  ) : null}
                  <Text size="sm">{booking.vehicleLabel}</Text>
                </Stack>
              </Group>
            </LabelledFact>
            <LabelledFact label={t('workshop.inbox.services')}>{booking.services.join(', ')}</LabelledFact>
          </SimpleGrid>
          {booking.notes ? <LabelledFact label={t('workshop.inbox.notes')}>{booking.notes}</LabelledFact> : null}
        </Stack>
        <Stack gap="xs" align="flex-end" style={{ flex: '0 0 auto' }}>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed" fw={500}>
              {t('workshop.inbox.total')}
            </Text>
            <Text fw={700} size="lg">
              {formats.money(booking.totalEstimated, booking.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('workshop.inbox.booked', { time: formats.dateTime(booking.createdAt) })}
            </Text>
          </Stack>
          {answers ? (
            <Group gap="xs" wrap="nowrap">
              <Button variant="outline" color="red.9" onClick={answers.onReject} aria-label={t('workshop.inbox.rejectCode', { code: booking.bookingCode })}>
                {t('workshop.inbox.reject')}
              </Button>
              <Button onClick={answers.onAccept} loading={answers.isAccepting} aria-label={t('workshop.inbox.acceptCode', { code: booking.bookingCode })}>
                {t('workshop.inbox.accept')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError, useBooking, useClientProfile } from '@servicebay/api-client';
import type { TBooking, TServicePricing } from '@servicebay/domain';
import { CalendarIcon, ExternalLinkIcon, MapPinIcon, SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../shared/day-text';
import { AddOnsIncluded } from '../../../shared/price-notes';
import { PriceTag } from '../../../shared/price-tag';
import { slotText } from '../slot-text';
import { BookingFeedback } from '../../feedback';
import { BookingActions } from './booking-actions';
import { BookingPhotos } from './booking-photos';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTimeline } from './booking-timeline';
import '../bookings.css';
import { BookingContact } from './booking-contact';

type BookingDetailsScreenProps = {
  bookingId: string;
  /** The booking's bill details (the cart's bill, over the booking's estimate). */
  renderBill: (booking: TBooking) => ReactNode;
  /** The payment banner and Pay, at the top (the payments feature's, composed by the route). */
  renderPayment?: (booking: TBooking) => ReactNode;
  /** The workshop's estimate to approve or decline, once one is sent (the estimates feature's, composed by the route). */
  renderEstimate?: (booking: TBooking) => ReactNode;
};

/** A booked service's price as the menu's price tag reads it (the booking's model is the wire's plain string). */
const bookedPrice = ({ amount, currency, model }: TBooking['items'][number]['pricing']): TServicePricing => ({
  amount,
  currency,
  model: model === 'startingFrom' ? 'startingFrom' : 'fixed',
});

/** The garage on a map (customer spec section 2). */
const mapLink = (latitude: number, longitude: number) => `https://www.google.com/maps?q=${latitude},${longitude}`;

/**
 * Booking details (customer spec section 2): the code and status, the services and bill, the
 * service mode, the slot, the places, the garage, notes, the remarks of a cancelled booking, the
 * workshop's estimate to answer once it is sent, and the timeline, which moves by itself as the workshop updates it (the live stream's
 * `bookings.changed`).
 */
export function BookingDetailsScreen({ bookingId, renderBill, renderPayment, renderEstimate }: BookingDetailsScreenProps) {
  const { t } = useTranslation();
  const booking = useBooking(bookingId);
  if (booking.isPending) return <SectionLoader label={t('app.loading')} py="xl" />;
  if (booking.isError) {
    const isMissing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <Alert color={isMissing ? 'yellow' : 'red'} title={isMissing ? t('bookings.details.notFound') : t('common.loadFailed')}>
        {isMissing ? null : (
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void booking.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  return <BookingDetails booking={booking.data} renderBill={renderBill} renderPayment={renderPayment} renderEstimate={renderEstimate} />;
}

function BookingDetails({
  booking,
  renderBill,
  renderPayment,
  renderEstimate,
}: { booking: TBooking } & Pick<BookingDetailsScreenProps, 'renderBill' | 'renderPayment' | 'renderEstimate'>) {
  const { t, i18n } = useTranslation();
  const showPrice = useClientProfile().featureSetting.showPrice;
  const { pickupLocation, dropoffLocation, pickupDate, pickupSlot } = booking.pickupDropoffData;
  const mode = booking.isPickupRequired ? 'pickup' : 'drop';

  return (
    <div className="booking-layout">
      <Stack gap="md">
        {renderPayment?.(booking)}
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-code">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h4" id="booking-code">
                {t('bookings.details.code', { code: booking.bookingCode })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('bookings.list.bookedOn', { date: formatCalendarDay(booking.createdAt, i18n.language) })}
              </Text>
            </div>
            <BookingStatusBadge status={booking.status} />
          </Group>
          <Stack gap="sm" mt="md">
            <Fact icon={<CalendarIcon size={18} />} label={t('bookings.details.slot')}>
              {formatCalendarDay(pickupDate, i18n.language)}
              <br />
              {/* A box of its own: the clock reads left to right in Arabic too. */}
              <span dir="ltr" style={{ display: 'inline-block' }}>
                {slotText(pickupSlot)}
              </span>
            </Fact>
            <Fact label={t('bookings.details.serviceMode')}>{t(`bookings.confirm.modes.${mode}`)}</Fact>
            {pickupLocation ? (
              <Fact icon={<MapPinIcon size={18} />} label={booking.isPickupRequired ? t('bookings.details.pickup') : t('bookings.details.yourPlace')}>
                <span dir="auto">{pickupLocation.profileLocationName}</span>
              </Fact>
            ) : null}
            {booking.isPickupRequired && dropoffLocation ? (
              <Fact icon={<MapPinIcon size={18} />} label={t('bookings.details.drop')}>
                <span dir="auto">{dropoffLocation.profileLocationName}</span>
              </Fact>
            ) : null}
            <Fact label={t('bookings.details.garage')}>
              <span dir="auto">{booking.workshopName}</span>{' '}
              <Anchor href={mapLink(booking.workshopLatitude, booking.workshopLongitude)} target="_blank" rel="noopener noreferrer" size="sm">
                <Group component="span" gap={4} display="inline-flex" wrap="nowrap">
                  {t('bookings.details.openMap')}
                  <ExternalLinkIcon size={14} />
                </Group>
              </Anchor>
            </Fact>
            <BookingContact booking={booking} />
            {booking.notes ? <Fact label={t('bookings.details.notes')}>{booking.notes}</Fact> : null}
            {booking.status === 'Cancelled' && booking.remarks ? (
              <Alert color="gray" title={t('bookings.details.remarks')}>
                {booking.remarks}
              </Alert>
            ) : null}
            <BookingActions booking={booking} />
          </Stack>
        </Paper>
        {renderEstimate?.(booking)}
        <BookingFeedback booking={booking} />
        <BookingPhotos booking={booking} />
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-services-title">
          <Title order={2} size="h5" mb="sm" id="booking-services-title">
            {t('bookings.details.services')}
          </Title>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {booking.items.map((item) => (
              <Group component="li" key={`${item.serviceId}-${item.cartItemId ?? ''}`} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {item.service.displayName}
                  </Text>
                  <AddOnsIncluded names={item.addOnNames} />
                </div>
                {showPrice ? <PriceTag pricing={bookedPrice(item.pricing)} size="sm" /> : null}
              </Group>
            ))}
          </Stack>
        </Paper>
        {showPrice ? renderBill(booking) : null}
      </Stack>
      <div className="booking-side">
        <BookingTimeline events={booking.events} status={booking.status} />
      </div>
    </div>
  );
}

function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Text c="dimmed" component="span" w={18} style={{ flexShrink: 0, paddingBlockStart: 2 }}>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

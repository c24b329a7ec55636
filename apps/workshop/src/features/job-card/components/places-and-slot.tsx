import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { TBookingLocation, TJobCard } from '@servicebay/domain';
import { ExternalLinkIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { LabelledFact } from '../../../shared/labelled-fact';
import { spacedMobile } from '../../../shared/phone-text';

const mapLink = (place: TBookingLocation) =>
  `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`;

/** Where and when, from the booking: the slot, the pickup and drop places (or the customer's own visit), the driver, the customer's notes. */
export function PlacesAndSlot({ card, formats, countryCode }: { card: TJobCard; formats: Formats; countryCode: string }) {
  const { t } = useTranslation();
  const place = (location: TBookingLocation) => (
    <>
      {location.profileLocationName}{' '}
      <Anchor
        href={mapLink(location)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={t('workshop.jobCard.places.openMap', { place: location.profileLocationName })}
        style={{ verticalAlign: 'middle' }}
      >
        <ExternalLinkIcon size={14} />
      </Anchor>
    </>
  );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="places-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="places-heading">
          {t('workshop.jobCard.places.heading')}
        </Title>
        {!card.bookingId ? <Text size="sm">{t('workshop.jobCard.places.noBooking')}</Text> : null}
        {card.slot ? (
          <LabelledFact isCaps label={t('workshop.jobCard.places.slot')}>
            {t('workshop.jobCard.places.slotTime', { date: formats.day(card.slot.date), start: card.slot.startTime, end: card.slot.endTime })}
          </LabelledFact>
        ) : null}
        {card.isPickupRequired ? (
          <>
            {card.pickupLocation ? (
              <LabelledFact isCaps label={t('workshop.jobCard.places.pickupFrom')}>
                {place(card.pickupLocation)}
              </LabelledFact>
            ) : null}
            {(card.dropoffLocation ?? card.pickupLocation) ? (
              <LabelledFact isCaps label={t('workshop.jobCard.places.dropAt')}>
                {place((card.dropoffLocation ?? card.pickupLocation)!)}
              </LabelledFact>
            ) : null}
          </>
        ) : card.bookingId ? (
          <Text size="sm">{t('workshop.jobCard.places.ownVisit')}</Text>
        ) : null}
        {card.pickup ? (
          <LabelledFact isCaps label={t('workshop.jobCard.places.driver')}>
            {t('workshop.jobCard.places.driverAt', {
              name: card.pickup.driverName,
              phone: spacedMobile(card.pickup.driverPhone, countryCode),
              time: formats.dateTime(card.pickup.scheduledAt),
            })}
          </LabelledFact>
        ) : null}
        {card.customerNotes ? (
          <LabelledFact isCaps label={t('workshop.jobCard.places.customerNotes')}>
            {card.customerNotes}
          </LabelledFact>
        ) : null}
      </Stack>
    </Paper>
  );
}

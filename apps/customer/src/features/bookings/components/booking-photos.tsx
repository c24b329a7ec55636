import { Paper, Title } from '@mantine/core';
import { useAddBookingImage, useRemoveBookingImage } from '@servicebay/api-client';
import { MAX_BOOKING_IMAGES, type TBooking } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Photos } from '../../../shared/photos/photos';

/** The customer's photos of a booking (customer spec section 2), added and removed while it is in progress. */
export function BookingPhotos({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const add = useAddBookingImage();
  const remove = useRemoveBookingImage();
  if (booking.status !== 'InProgress' && booking.userImages.length === 0) return null;
  const { bookingId } = booking;
  const canChange = booking.status === 'InProgress';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-photos-title">
      <Title order={2} size="h5" mb="xs" id="booking-photos-title">
        {t('bookings.photos.title')}
      </Title>
      <Photos
        texts="bookings.photos"
        label={t('bookings.photos.label', { code: booking.bookingCode })}
        photos={booking.userImages}
        max={canChange ? MAX_BOOKING_IMAGES : booking.userImages.length}
        add={{ run: (file) => add.mutateAsync({ bookingId, file }), isPending: add.isPending }}
        remove={canChange ? { run: (url) => remove.mutateAsync({ bookingId, url }), isPending: remove.isPending } : undefined}
      />
    </Paper>
  );
}

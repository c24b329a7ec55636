import { Paper, Title } from '@mantine/core';
import { useAddBookingImage } from '@servicebay/api-client';
import { MAX_BOOKING_IMAGES } from '@servicebay/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../../../shared/notify';
import { Photos } from '../../../shared/photos/photos';

type Picked = { file: File; url: string };

/**
 * Photos picked on the confirmation, before the booking exists: kept in the page and sent to the
 * booking once it is made (customer spec section 4: 'pre-selected images are uploaded').
 */
export function usePhotosToSend() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked[]>([]);
  const upload = useAddBookingImage();
  const held = useRef(picked);
  held.current = picked;
  // The page's copies of the files are let go with the screen (after the last one was sent).
  useEffect(() => () => held.current.forEach(({ url }) => URL.revokeObjectURL(url)), []);

  return {
    urls: picked.map(({ url }) => url),
    add: (file: File) => {
      setPicked((now) => [...now, { file, url: URL.createObjectURL(file) }]);
      return Promise.resolve();
    },
    remove: (url: string) => {
      URL.revokeObjectURL(url);
      setPicked((now) => now.filter((photo) => photo.url !== url));
      return Promise.resolve();
    },
    /** One after another, in the order picked; a refused one is said once, and can be added on the booking. */
    sendTo(bookingId: string) {
      const files = picked.map(({ file }) => file);
      void (async () => {
        let failed = false;
        for (const file of files) await upload.mutateAsync({ bookingId, file }).catch(() => (failed = true));
        if (failed) notifyWarning(t('bookings.confirm.photosFailed'));
      })();
    },
  };
}

export function PhotosToSend({ photos }: { photos: ReturnType<typeof usePhotosToSend> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="confirm-photos-title">
      <Title order={2} size="h5" mb="xs" id="confirm-photos-title">
        {t('bookings.confirm.photosTitle')}
      </Title>
      <Photos
        texts="bookings.photos"
        label={t('bookings.confirm.photosLabel')}
        photos={photos.urls}
        max={MAX_BOOKING_IMAGES}
        add={{ run: photos.add, isPending: false }}
        remove={{ run: photos.remove, isPending: false }}
        isSentLater
      />
    </Paper>
  );
}

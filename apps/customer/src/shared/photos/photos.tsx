import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { ApiError } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, MAX_UPLOAD_BYTES } from '@servicebay/domain';
import { CameraIcon, checkPickedFile, DeferredModal, FilePickButton, TrashIcon } from '@servicebay/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess } from '../notify';
import './photos.css';

/** The texts of one kind of photos, under `${texts}.…` in the catalogue (cart.photos, bookings.photos). */
type PhotoTexts = 'cart.photos' | 'bookings.photos';

export type PhotosProps = {
  texts: PhotoTexts;
  /** What the photos are of, for screen readers and the viewer. */
  label: string;
  photos: readonly string[];
  max: number;
  add: { run: (file: File) => Promise<unknown>; isPending: boolean };
  /** Absent where photos can no longer change (a booking that is over): the viewer only shows. */
  remove?: { run: (url: string) => Promise<unknown>; isPending: boolean };
  /** Picked here and sent with what they are for, later (the booking's confirmation): nothing is uploaded yet, so no toast says so. */
  isSentLater?: boolean;
};

/**
 * Photos a customer adds to what the workshop will look at (a cart item's damage, a booking): a
 * row of thumbnails that open a viewer with Delete, and a way to add one up to `max`. Only png,
 * jpg and jpeg, by their bytes as the server checks them (customer spec section 5), said under the
 * row; the server's refusals are said there too.
 */
export function Photos({ texts, label, photos, max, add, remove, isSentLater = false }: PhotosProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const url = viewing === null ? undefined : photos[viewing];

  async function pick(file: File) {
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.vehicleImage, MAX_UPLOAD_BYTES);
    if (!check.ok) {
      setError(check.problem === 'tooLarge' ? t('errors.upload/too-large') : t(`${texts}.format`));
      return;
    }
    setError(null);
    add.run(file).then(
      () => (isSentLater ? undefined : notifySuccess(t(`${texts}.uploaded`))),
      (failure: unknown) => {
        if (!(failure instanceof ApiError) || (failure.status !== 400 && failure.status !== 413)) notifyApiError(failure);
        else if (failure.code === 'upload/unsupported-type') setError(t(`${texts}.format`));
        else if (failure.code === 'request/invalid') setError(t(`${texts}.tooMany`));
        else setError(apiErrorText(failure));
      },
    );
  }

  function deleteShown(shown: string) {
    remove?.run(shown).then(
      () => {
        if (!isSentLater) notifySuccess(t(`${texts}.deleted`));
        setViewing(null);
      },
      (failure: unknown) => notifyApiError(failure),
    );
  }

  return (
    <Stack gap={6} role="group" aria-label={label} aria-describedby={error ? errorId : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="xs" c="dimmed">
          {t(`${texts}.hint`, { max })}
        </Text>
        {photos.length < max ? (
          <FilePickButton
            accept={ACCEPTED_UPLOADS.vehicleImage}
            camera="environment"
            onPick={(file) => void pick(file)}
            loading={add.isPending}
            variant="light"
            size="compact-sm"
            leftSection={<CameraIcon size={16} />}
            style={{ flexShrink: 0 }}
          >
            {t(`${texts}.add`)}
          </FilePickButton>
        ) : null}
      </Group>
      {photos.length > 0 ? (
        <div className="photo-strip">
          {photos.map((photo, index) => (
            <button key={photo} type="button" className="photo-thumb" aria-label={t(`${texts}.open`, { number: index + 1 })} onClick={() => setViewing(index)}>
              <img src={photo} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      <DeferredModal
        opened={url !== undefined}
        onClose={() => setViewing(null)}
        title={viewing === null ? '' : t(`${texts}.viewerTitle`, { number: viewing + 1, total: photos.length })}
        radius="lg"
        size="lg"
        centered
      >
        {url ? (
          <Stack gap="md">
            <Image src={url} alt={label} radius="md" fit="contain" mah="60vh" />
            {remove ? (
              <Group justify="flex-end">
                <Button color="red" variant="light" leftSection={<TrashIcon size={16} />} loading={remove.isPending} onClick={() => deleteShown(url)}>
                  {t(`${texts}.delete`)}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </DeferredModal>
    </Stack>
  );
}

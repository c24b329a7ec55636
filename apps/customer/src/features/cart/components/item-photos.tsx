import { Group, Input, Stack, Text } from '@mantine/core';
import { ApiError, useAddCartItemImage } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, MAX_CART_ITEM_IMAGES, MAX_UPLOAD_BYTES, type TCartItem } from '@servicebay/domain';
import { CameraIcon, checkPickedFile, FilePickButton } from '@servicebay/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { PhotoViewer } from './photo-viewer';

/**
 * Photos of one item (of the damage, the part): a row of thumbnails that open the viewer, and a
 * way to add one, up to five. Only png, jpg and jpeg, by their bytes as the server checks them
 * ('.PNG, .JPEG, .JPG are allowed', customer spec section 5), said under the row.
 */
export function ItemPhotos({ item }: { item: TCartItem }) {
  const { t } = useTranslation();
  const errorId = useId();
  const add = useAddCartItemImage();
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  async function pick(file: File) {
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.vehicleImage, MAX_UPLOAD_BYTES);
    if (!check.ok) {
      setError(check.problem === 'tooLarge' ? t('errors.upload/too-large') : t('cart.photos.format'));
      return;
    }
    setError(null);
    add.mutate(
      { cartItemId: item.cartItemId, file },
      {
        onSuccess: () => notifySuccess(t('cart.photos.uploaded')),
        onError: (failure) => {
          if (!(failure instanceof ApiError) || (failure.status !== 400 && failure.status !== 413)) notifyApiError(failure);
          else if (failure.code === 'upload/unsupported-type') setError(t('cart.photos.format'));
          else if (failure.code === 'request/invalid') setError(t('cart.photos.tooMany'));
          else setError(apiErrorText(failure));
        },
      },
    );
  }

  return (
    <Stack gap={6} mt="sm" role="group" aria-label={t('cart.photos.label', { name: item.displayName })} aria-describedby={error ? errorId : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="xs" c="dimmed">
          {t('cart.photos.hint', { max: MAX_CART_ITEM_IMAGES })}
        </Text>
        {item.images.length < MAX_CART_ITEM_IMAGES ? (
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
            {t('cart.photos.add')}
          </FilePickButton>
        ) : null}
      </Group>
      {item.images.length > 0 ? (
        <div className="cart-photos">
          {item.images.map((url, index) => (
            <button key={url} type="button" className="cart-photo" aria-label={t('cart.photos.open', { number: index + 1 })} onClick={() => setViewing(index)}>
              <img src={url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      <PhotoViewer item={item} index={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

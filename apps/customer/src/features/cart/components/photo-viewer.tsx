import { Button, Group, Image, Stack } from '@mantine/core';
import { useRemoveCartItemImage } from '@servicebay/api-client';
import type { TCartItem } from '@servicebay/domain';
import { DeferredModal, TrashIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

type PhotoViewerProps = { item: TCartItem; index: number | null; onClose: () => void };

/** One photo of an item, large, with the way to delete it. */
export function PhotoViewer({ item, index, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const remove = useRemoveCartItemImage();
  const url = index === null ? undefined : item.images[index];
  return (
    <DeferredModal
      opened={url !== undefined}
      onClose={onClose}
      title={index === null ? '' : t('cart.photos.viewerTitle', { number: index + 1, total: item.images.length })}
      radius="lg"
      size="lg"
      centered
    >
      {url ? (
        <Stack gap="md">
          <Image src={url} alt={t('cart.photos.label', { name: item.displayName })} radius="md" fit="contain" mah="60vh" />
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              leftSection={<TrashIcon size={16} />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { cartItemId: item.cartItemId, url },
                  {
                    onSuccess: () => {
                      notifySuccess(t('cart.photos.deleted'));
                      onClose();
                    },
                    onError: (error) => notifyApiError(error),
                  },
                )
              }
            >
              {t('cart.photos.delete')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </DeferredModal>
  );
}

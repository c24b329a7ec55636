import { useRemoveCartItem } from '@servicebay/api-client';
import type { TCartItem } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

type RemoveItemDialogProps = { item: TCartItem | null; onClose: () => void; onRemoved: () => void };

/** Asks before an item leaves the cart; the toast names the part or the service removed (customer spec section 7). */
export function RemoveItemDialog({ item, onClose, onRemoved }: RemoveItemDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveCartItem();
  const name = item ? (item.partDisplayName ?? item.displayName) : '';
  return (
    <ConfirmDialog
      opened={item !== null}
      title={t('cart.item.removeTitle')}
      message={t('cart.item.removeBody', { name })}
      confirmLabel={t('cart.item.remove')}
      cancelLabel={t('common.cancel')}
      isDestructive
      isPending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.cartItemId, {
          onSuccess: () => {
            notifySuccess(t('cart.item.removed', { name }));
            onRemoved();
          },
          onError: (error) => notifyApiError(error),
          onSettled: onClose,
        });
      }}
    />
  );
}

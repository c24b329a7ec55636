import { Stack, Text } from '@mantine/core';
import { useDeleteAddress, useEmptyCart, useMakeDefaultAddress, useSelectAddress } from '@servicebay/api-client';
import type { TAddress } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartItemCount, useCartItemCountReader } from '../../../shared/cart-item-count';
import { useCartLossGuard, useForgetStoredWorkshop } from '../../../shared/cart-loss';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

export type AddressActions = {
  select: (address: TAddress) => void;
  makeDefault: (address: TAddress) => void;
  askToDelete: (address: TAddress) => void;
  /** The address an action is running for, to show its spinner. */
  busyAddressId: string | null;
  /** The delete confirmation and the cart's question; render them once beside the list. */
  dialog: ReactNode;
};

/**
 * Select, make default and delete (after 'Are you sure you want to delete the address?'). With
 * services in the cart, using another address asks first and empties the cart, and deleting the
 * selected one warns with the cart's item count and empties it (customer spec sections 4 and 8).
 */
export function useAddressActions(): AddressActions {
  const { t } = useTranslation();
  const select = useSelectAddress();
  const makeDefault = useMakeDefaultAddress();
  const remove = useDeleteAddress();
  const emptyCart = useEmptyCart();
  const cartItemCount = useCartItemCount();
  const readCartItemCount = useCartItemCountReader();
  const addressChange = useCartLossGuard('address');
  const forgetWorkshop = useForgetStoredWorkshop();
  const [toDelete, setToDelete] = useState<TAddress | null>(null);
  const onError = (error: Error) => notifyApiError(error);

  const losesCart = (address: TAddress | null) => Boolean(address?.isSelected) && cartItemCount > 0;

  const busyAddressId = [select, makeDefault, remove].find((mutation) => mutation.isPending)?.variables ?? null;

  const dialog = (
    <ConfirmDialog
      opened={toDelete !== null}
      title={t('addresses.deleteTitle')}
      message={
        <Stack gap="xs">
          <Text>{t('addresses.deleteConfirm')}</Text>
          {losesCart(toDelete) ? <Text c="red">{t('addresses.deleteLosesCart', { count: cartItemCount })}</Text> : null}
        </Stack>
      }
      confirmLabel={t('addresses.delete')}
      cancelLabel={t('common.cancel')}
      isDestructive
      isPending={remove.isPending}
      onCancel={() => setToDelete(null)}
      onConfirm={() => {
        if (!toDelete) return;
        const emptiesCart = losesCart(toDelete);
        remove.mutate(toDelete.did, {
          onSuccess: () => {
            notifySuccess(t('addresses.deleted'));
            if (emptiesCart) emptyCart.mutate(undefined, { onSuccess: forgetWorkshop, onError });
          },
          onError,
          onSettled: () => setToDelete(null),
        });
      }}
    />
  );

  return {
    select: (address) =>
      addressChange.guard(() =>
        select.mutateAsync(address.did).catch((error: Error) => {
          onError(error);
          throw error;
        }),
      ),
    makeDefault: (address) => makeDefault.mutate(address.did, { onSuccess: () => notifySuccess(t('addresses.madeDefault')), onError }),
    // The question names what the cart holds: a cart still on its way is waited for.
    askToDelete: (address) => void readCartItemCount().then(() => setToDelete(address)),
    busyAddressId,
    dialog: (
      <>
        {dialog}
        {addressChange.dialog}
      </>
    ),
  };
}

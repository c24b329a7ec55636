import { Stack, Text } from '@mantine/core';
import { useDeleteAddress, useMakeDefaultAddress, useSelectAddress } from '@servicebay/api-client';
import type { TAddress } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

export type AddressActions = {
  select: (address: TAddress) => void;
  makeDefault: (address: TAddress) => void;
  askToDelete: (address: TAddress) => void;
  /** The address an action is running for, to show its spinner. */
  busyAddressId: string | null;
  /** The delete confirmation; render it once beside the list. */
  dialog: ReactNode;
};

/**
 * Select, make default and delete (after 'Are you sure you want to delete the address?'); the
 * selected address going while the cart has items also warns that the cart will be lost.
 */
export function useAddressActions({ hasCartItems }: { hasCartItems: boolean }): AddressActions {
  const { t } = useTranslation();
  const select = useSelectAddress();
  const makeDefault = useMakeDefaultAddress();
  const remove = useDeleteAddress();
  const [toDelete, setToDelete] = useState<TAddress | null>(null);
  const onError = (error: Error) => notifyApiError(error);

  const busyAddressId = [select, makeDefault, remove].find((mutation) => mutation.isPending)?.variables ?? null;

  const dialog = (
    <ConfirmDialog
      opened={toDelete !== null}
      title={t('addresses.deleteTitle')}
      message={
        <Stack gap="xs">
          <Text>{t('addresses.deleteConfirm')}</Text>
          {toDelete?.isSelected && hasCartItems ? <Text c="red">{t('addresses.deleteLosesCart')}</Text> : null}
        </Stack>
      }
      confirmLabel={t('addresses.delete')}
      cancelLabel={t('common.cancel')}
      isDestructive
      isPending={remove.isPending}
      onCancel={() => setToDelete(null)}
      onConfirm={() => {
        if (!toDelete) return;
        remove.mutate(toDelete.did, {
          onSuccess: () => notifySuccess(t('addresses.deleted')),
          onError,
          onSettled: () => setToDelete(null),
        });
      }}
    />
  );

  return {
    select: (address) => select.mutate(address.did, { onError }),
    makeDefault: (address) => makeDefault.mutate(address.did, { onSuccess: () => notifySuccess(t('addresses.madeDefault')), onError }),
    askToDelete: setToDelete,
    busyAddressId,
    dialog,
  };
}

import { Button, Group, Stack } from '@mantine/core';
import { useUpdateCartItem } from '@servicebay/api-client';
import type { TAddOnSection, TCartItem } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { itemChange } from '../item-add-ons';

/**
 * The add-ons picker the service menu shows (checkboxes for 'Multiple', else one choice, with the
 * recommended badge): the cart does not draw its own, the app hands the menu's in.
 */
export type AddOnPickerSlot = (props: {
  sections: readonly TAddOnSection[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Null when the brand hides prices. */
  currency: string | null;
}) => ReactNode;

type AddOnsModalProps = { item: TCartItem | null; onClose: () => void; picker: AddOnPickerSlot };

/** Edits an item's add-ons in place: PUT of the whole item with the new choice; the server prices it. */
export function AddOnsModal({ item, onClose, picker }: AddOnsModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={item !== null} onClose={onClose} title={item ? t('cart.addOns.title', { name: item.displayName }) : ''} radius="lg" size="lg">
      {/* Keyed by the item: each opening starts from what the cart holds. */}
      {item ? <AddOnsForm key={item.cartItemId} item={item} onDone={onClose} picker={picker} /> : null}
    </DeferredModal>
  );
}

function AddOnsForm({ item, onDone, picker }: { item: TCartItem; onDone: () => void; picker: AddOnPickerSlot }) {
  const { t } = useTranslation();
  const update = useUpdateCartItem();
  const [selected, setSelected] = useState<string[]>(item.addOnsSelected);
  const save = () =>
    update.mutate(
      { cartItemId: item.cartItemId, ...itemChange(item, selected) },
      {
        onSuccess: () => {
          notifySuccess(t('cart.addOns.saved'));
          onDone();
        },
        onError: (error) => notifyApiError(error),
      },
    );
  return (
    <Stack gap="md">
      {picker({ sections: item.addOnSections, selected, onChange: setSelected, currency: item.appliedPrice?.currency ?? null })}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('cart.addOns.save')}
        </Button>
      </Group>
    </Stack>
  );
}

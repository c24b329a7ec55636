import { useEmptyCart, useMe, useUpdateSettings } from '@servicebay/api-client';
import { ConfirmDialog } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartItemCountReader } from './cart-item-count';
import { notifyApiError } from './notify';

/**
 * Customer spec section 4: an item leaving the cart, or the cart emptied, forgets the workshop kept
 * in the customer's settings, so the next service asks for one again. A failure to forget is
 * harmless (the next service would only start at that workshop), so it is not shown.
 */
export function useForgetStoredWorkshop(): () => void {
  const keptWorkshopId = useMe()?.settings.workshopId ?? null;
  const settings = useUpdateSettings();
  return () => {
    if (keptWorkshopId) settings.mutate({ workshopId: null });
  };
}

/** What the customer is about to change: the cart is priced for one vehicle and served at one place. */
export type CartBoundChange = 'vehicle' | 'address';

export type CartLossGuard = {
  /** Runs `change` at once on an empty cart; otherwise asks first, then runs it and empties the cart. */
  guard: (change: () => Promise<unknown>) => void;
  /** The question; render it once beside the controls that call `guard`. */
  dialog: ReactNode;
};

/**
 * Customer spec section 4: changing the vehicle or the address while the cart has items asks for
 * confirmation, and on Yes the change is made and the cart emptied. The change goes first: if it
 * fails (it says so itself), the cart is kept.
 */
export function useCartLossGuard(kind: CartBoundChange): CartLossGuard {
  const { t } = useTranslation();
  const readCount = useCartItemCountReader();
  const [count, setCount] = useState(0);
  const emptyCart = useEmptyCart();
  const forgetWorkshop = useForgetStoredWorkshop();
  const [pending, setPending] = useState<(() => Promise<unknown>) | null>(null);
  const [isRunning, setIsRunning] = useState(false);

  async function confirm() {
    if (!pending) return;
    setIsRunning(true);
    try {
      await pending();
      await emptyCart.mutateAsync().then(forgetWorkshop, (error: unknown) => notifyApiError(error));
    } catch {
      // The change has told the customer why it failed; their cart stays as it was.
    } finally {
      setIsRunning(false);
      setPending(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={kind === 'vehicle' ? t('cart.loss.vehicleTitle') : t('cart.loss.addressTitle')}
      message={kind === 'vehicle' ? t('cart.loss.vehicleBody', { count }) : t('cart.loss.addressBody', { count })}
      confirmLabel={t('cart.loss.confirm')}
      cancelLabel={t('cart.loss.keep')}
      isDestructive
      isPending={isRunning}
      onCancel={() => setPending(null)}
      onConfirm={() => void confirm()}
    />
  );

  return {
    guard: (change) =>
      void readCount().then((inCart) => {
        if (inCart === 0) return change().catch(() => undefined);
        setCount(inCart);
        setPending(() => change);
      }),
    dialog,
  };
}

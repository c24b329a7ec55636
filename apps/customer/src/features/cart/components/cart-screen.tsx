import { Alert, Box, Button, Stack } from '@mantine/core';
import { useCart, useClientProfile } from '@servicebay/api-client';
import type { TCart, TCartItem } from '@servicebay/domain';
import { PlusIcon, SectionLoader } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgetStoredWorkshop } from '../../../shared/cart-loss';
import { paths } from '../../../shared/paths';
import { useBookNow } from '../hooks/use-book-now';
import { AddOnsModal, type AddOnPickerSlot } from './add-ons-modal';
import { BillDetails } from './bill-details';
import { CartItemCard } from './cart-item-card';
import { CheckoutFooter } from './checkout-footer';
import { CouponRow } from './coupon-row';
import { EmptyCart } from './empty-cart';
import { RemoveItemDialog } from './remove-item-dialog';
import { WorkshopLine } from './workshop-line';
import '../cart.css';

type CartScreenProps = {
  /** The service menu's add-ons picker, for editing an item's add-ons. */
  addOnPicker: AddOnPickerSlot;
  /** Shown above the items: what the customer should fix first (a vehicle without its registration number). */
  notice?: ReactNode;
};

/**
 * My Cart (customer spec section 2): the items, the way to add more, the workshop, the coupon,
 * the bill and Book Now; an empty cart's invitation to book a service. Phones read it in one
 * column with Book Now held at the bottom; wide screens put the bill in a column beside the items.
 */
export function CartScreen({ addOnPicker, notice }: CartScreenProps) {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.isPending) return <SectionLoader label={t('app.loading')} py="xl" />;
  if (cart.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void cart.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (cart.data.items.length === 0) return <EmptyCart />;
  return <CartContents cart={cart.data} addOnPicker={addOnPicker} notice={notice} />;
}

function CartContents({ cart, addOnPicker, notice }: CartScreenProps & { cart: TCart }) {
  const { t } = useTranslation();
  const showPrice = useClientProfile().featureSetting.showPrice;
  const { bookNow, signInDialog } = useBookNow(cart);
  const forgetWorkshop = useForgetStoredWorkshop();
  const [editing, setEditing] = useState<TCartItem | null>(null);
  const [removing, setRemoving] = useState<TCartItem | null>(null);

  return (
    <Stack gap={0}>
      <div className="cart-layout">
        <Stack gap="md">
          {notice}
          <WorkshopLine cart={cart} />
          <Stack component="ul" gap="md" p={0} m={0} aria-label={t('cart.items.label')} style={{ listStyle: 'none' }}>
            {cart.items.map((item) => (
              <CartItemCard key={item.cartItemId} item={item} onEditAddOns={setEditing} onRemove={setRemoving} />
            ))}
          </Stack>
          <Button component={Link} to={paths.bookService} variant="light" leftSection={<PlusIcon size={16} />} radius="xl" style={{ alignSelf: 'flex-start' }}>
            {t('cart.items.addMore')}
          </Button>
        </Stack>
        <Stack gap="md" className="cart-side">
          <CouponRow cart={cart} showPrice={showPrice} />
          {showPrice ? <BillDetails cart={cart} /> : null}
          <Box visibleFrom="md">
            <Button size="md" radius="xl" fullWidth onClick={bookNow}>
              {t('cart.book.now')}
            </Button>
          </Box>
        </Stack>
      </div>
      <CheckoutFooter cart={cart} showPrice={showPrice} onBook={bookNow} />
      <AddOnsModal item={editing} onClose={() => setEditing(null)} picker={addOnPicker} />
      <RemoveItemDialog item={removing} onClose={() => setRemoving(null)} onRemoved={forgetWorkshop} />
      {signInDialog}
    </Stack>
  );
}

import { ActionIcon } from '@mantine/core';
import { CartIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartItemCount } from '../../../shared/cart-item-count';
import { paths } from '../../../shared/paths';
import { useCartInLanguage } from '../hooks/use-cart-in-language';
import '../cart-link.css';

/**
 * The header's cart (customer spec section 2): its item count on the icon's corner, leading to
 * /portal/cart. It is on every portal screen, so it also keeps the cart in the customer's language.
 */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartItemCount();
  useCartInLanguage();
  return (
    // The count sits outside the button, which clips what overflows it.
    <span className="cart-link">
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        c="var(--mantine-color-text)"
        aria-label={count > 0 ? t('cart.header.withCount', { count }) : t('cart.header.label')}
      >
        <CartIcon size={22} />
      </ActionIcon>
      {count > 0 ? (
        <span className="cart-link-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </span>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useCart } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyText } from '../../../shared/money-text';
import { paths } from '../../../shared/paths';
import '../../../shared/sticky-footer.css';

/**
 * The menu's footer (customer spec section 2): how many services are in the cart, the estimate,
 * and the way to the cart. Absent while the cart is empty.
 */
export function CartSummaryBar() {
  const { t } = useTranslation();
  const money = useMoneyText();
  const cart = useCart().data;
  if (!cart?.items.length) return null;
  const { estimate } = cart;
  return (
    <Group className="sticky-footer" justify="space-between" wrap="nowrap" role="region" aria-label={t('services.footer.label')}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {t('services.footer.count', { count: cart.items.length })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('services.footer.estimated', { amount: money(estimate.totalEstimated - estimate.discount, estimate.currency) })}
        </Text>
      </Stack>
      <Button component={Link} to={paths.cart} radius="xl">
        {t('services.footer.viewCart')}
      </Button>
    </Group>
  );
}

import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { TCart } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/money-text';
import { amountToPay } from '../../../shared/bill-lines';
import '../../../shared/sticky-footer.css';

type CheckoutFooterProps = { cart: TCart; showPrice: boolean; onBook: () => void };

/** The phone's Book Now bar, held at the bottom of the screen: what is to pay, and Book Now. */
export function CheckoutFooter({ cart, showPrice, onBook }: CheckoutFooterProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  return (
    <Box className="sticky-footer" hiddenFrom="md" role="region" aria-label={t('cart.book.footerLabel')}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {showPrice ? (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('cart.book.toPay')}
            </Text>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {money(amountToPay(cart.estimate), cart.estimate.currency)}
            </Text>
          </Stack>
        ) : null}
        <Button size="md" radius="xl" onClick={onBook} style={{ flex: showPrice ? '0 1 12rem' : 1 }}>
          {t('cart.book.now')}
        </Button>
      </Group>
    </Box>
  );
}

import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCart } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/money-text';
import { TaxIncluded } from '../../../shared/price-notes';
import { billLines, type BillLine } from '../../../shared/bill-lines';

/**
 * Bill details of the cart, the confirmation and a booking (customer spec sections 2 and 9): item total, the offer's discount, what is to pay
 * and, when the brand asks one, the advance at booking and the balance; to 2 decimals (3 for the
 * dinar) in the brand's currency. Brands that hide prices do not show it.
 */
export function BillDetails({ cart }: { cart: Pick<TCart, 'estimate' | 'offerCode'> & { items?: TCart['items'] } }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const { estimate, offerCode } = cart;
  // A booking's bill (its items priced for the vehicle) is never a starting price.
  const isStartingPrice = (cart.items ?? []).some((item) => item.appliedPrice?.model === 'startingFrom');

  const label = (line: BillLine) => {
    switch (line.kind) {
      case 'itemTotal':
        return t('cart.bill.itemTotal');
      case 'discount':
        return offerCode ? t('cart.bill.discount', { code: offerCode }) : t('cart.bill.discountWithoutCode');
      case 'toPay':
        return t('cart.bill.toPay');
      case 'advance':
        return t('cart.bill.advance');
      case 'balance':
        return t('cart.bill.balance');
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="bill-details-title">
      <Title order={2} size="h5" mb="sm" id="bill-details-title">
        {t('cart.bill.title')}
      </Title>
      <Stack gap={8}>
        {billLines(estimate).map((line) => {
          const isTotal = line.kind === 'toPay';
          const isDiscount = line.kind === 'discount';
          return (
            <div key={line.kind}>
              {isTotal ? <Divider mb={8} /> : null}
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size={isTotal ? 'md' : 'sm'} fw={isTotal ? 700 : 400} className={isDiscount ? 'cart-saving' : undefined}>
                  {label(line)}
                </Text>
                <Text
                  size={isTotal ? 'md' : 'sm'}
                  fw={isTotal ? 700 : 500}
                  className={isDiscount ? 'cart-saving' : undefined}
                  // The minus stays before the amount in Arabic too.
                  dir={isDiscount ? 'ltr' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {isDiscount ? `− ${money(line.amount, estimate.currency)}` : money(line.amount, estimate.currency)}
                </Text>
              </Group>
            </div>
          );
        })}
      </Stack>
      {/* The menu's prices include the tax; the workshop's bill shows its amount once it splits it out. */}
      <TaxIncluded ta="end" mt={4} />
      {isStartingPrice ? (
        <Text size="xs" c="dimmed" mt="sm">
          {t('cart.bill.startingNote')}
        </Text>
      ) : null}
    </Paper>
  );
}

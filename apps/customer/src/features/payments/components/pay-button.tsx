import { Button } from '@mantine/core';
import { bookingKeys, useBalanceOrder, usePaymentOrder } from '@servicebay/api-client';
import type { TPaymentCallbackQuery } from '@servicebay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError } from '../../../shared/notify';
import type { PaymentDue } from '../payment-state';
import { useOpenCheckout } from '../use-open-checkout';

type PayButtonProps = {
  bookingId: string;
  due: PaymentDue;
  /** What Razorpay's checkout answered, to post as the test gateway's return does. */
  onAnswer: (query: TPaymentCallbackQuery) => void;
};

/**
 * Pay (customer spec sections 4 and 7): asks the server for the gateway's order, then goes to the
 * test gateway's checkout page (a page of its own) or opens Razorpay's over this one. Busy from the
 * tap until the checkout shows; a refusal is a toast and the button stays for another try.
 */
export function PayButton({ bookingId, due, onAnswer }: PayButtonProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const queryClient = useQueryClient();
  // The advance's order is the booking's; the invoice's balance is the bill's own.
  const advanceOrder = usePaymentOrder();
  const balanceOrder = useBalanceOrder();
  const order = due.isBalance ? balanceOrder : advanceOrder;
  const checkout = useOpenCheckout(onAnswer);
  const amount = money(due.amount, due.currency);
  const isBusy = order.isPending || checkout.isLeaving;

  const pay = () =>
    order.mutate(bookingId, {
      onSuccess: (paymentOrder) => checkout.open(paymentOrder),
      onError: (error) => {
        notifyApiError(error);
        // Paid elsewhere, or nothing left to pay: the booking as it now is.
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all() });
      },
    });

  return (
    <Button size="md" radius="xl" fullWidth loading={isBusy} aria-busy={isBusy} onClick={pay}>
      {due.isAdvance ? t('payments.payAdvance', { amount }) : due.isBalance ? t('payments.payBalance', { amount }) : t('payments.payBill', { amount })}
    </Button>
  );
}

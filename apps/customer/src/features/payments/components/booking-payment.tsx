import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { TBooking } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { canPay, paymentBanner, paymentDue } from '../payment-state';
import { usePaymentReturn } from '../use-payment-return';
import { BookingRefunds } from './booking-refunds';
import { PayButton } from './pay-button';
import { PaymentStatusBanner } from './payment-status-banner';
import '../payments.css';

/**
 * The payment part of booking details (customer spec section 4): the banner of the booking's
 * state, and Pay while something is due, then the refunds of a cancelled booking's paid advance.
 * Coming back from a checkout, the answer is checked first.
 */
export function BookingPayment({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const { returned, isChecking, isUnsent, retry, post } = usePaymentReturn(booking.bookingId);
  if (isChecking)
    return (
      <div className="payment-checking" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('payments.checking')}</Text>
      </div>
    );
  const banner = paymentBanner(booking, returned);
  const due = canPay(booking, returned) ? paymentDue(booking) : null;
  if (!banner && !due && !isUnsent && booking.refunds.length === 0) return null;
  return (
    <Stack gap="sm">
      {isUnsent ? (
        <Alert color="red" title={t('payments.unsent')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {banner ? <PaymentStatusBanner banner={banner} booking={booking} /> : null}
      {due ? <PayButton bookingId={booking.bookingId} due={due} onAnswer={post} /> : null}
      <BookingRefunds refunds={booking.refunds} />
    </Stack>
  );
}

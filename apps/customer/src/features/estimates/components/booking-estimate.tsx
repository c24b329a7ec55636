import { Alert, Button } from '@mantine/core';
import { ApiError, useAnswerAndPayEstimate, useAnswerBookingEstimate, useBookingEstimate, usePaymentCallback } from '@servicebay/api-client';
import type { TBooking, TEstimateAnswerBody } from '@servicebay/domain';
import { SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify';
import { useOpenCheckout } from '../../payments';
import { asksForEstimate } from '../booking-estimate-gate';
import { EstimateAnswer } from './estimate-answer';

/** Reads that mean there is no estimate to show: none sent (yet), or none for this customer. */
const isNoEstimate = (error: unknown) => error instanceof ApiError && (error.code === 'billing/not-sent' || error.status === 404);

/**
 * A booking's estimate on its details, once the workshop has sent one: asked for only then
 * (asksForEstimate), and read again with the booking when the live stream says it changed.
 */
export function BookingEstimate({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const isAsked = asksForEstimate(booking);
  const estimate = useBookingEstimate(booking.bookingId, isAsked);
  const answer = useAnswerBookingEstimate(booking.bookingId);
  // The advance on approved work: the order with the answer, then the same checkout as the booking's advance.
  const advanceOrder = useAnswerAndPayEstimate(booking.bookingId);
  const callback = usePaymentCallback();
  const checkout = useOpenCheckout((query) => callback.mutate(query, { onError: (error) => notifyApiError(error) }));
  const payAdvance = {
    start: (body: TEstimateAnswerBody, { onError }: { onError: (error: unknown) => void }) =>
      advanceOrder.mutate(body, { onSuccess: (order) => checkout.open(order), onError }),
    isBusy: advanceOrder.isPending || checkout.isLeaving || callback.isPending,
  };
  if (!isAsked) return null;
  if (estimate.isPending) return <SectionLoader label={t('app.loading')} py="xs" />;
  if (estimate.isError) {
    if (isNoEstimate(estimate.error)) return null;
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void estimate.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return <EstimateAnswer estimate={estimate.data} answer={answer} refresh={() => estimate.refetch()} payAdvance={payAdvance} />;
}

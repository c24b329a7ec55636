import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCancelBooking, useChangeBooking } from '@servicebay/api-client';
import { canCustomerChangeBooking, type TBooking } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { SlotPickerModal } from './slot-picker-modal';

/**
 * Reschedule and Cancel (customer spec sections 4 and 7): offered while the booking is in
 * progress and booked, until the vehicle is picked up; a new slot comes from the same picker as
 * the confirmation's, and a cancellation asks first, saying what happens to a paid advance
 * (refunded in full, issue 26) before the customer confirms.
 */
export function BookingActions({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const change = useChangeBooking();
  const cancel = useCancelBooking();
  const [isPicking, setPicking] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const money = useMoneyText();
  if (!canCustomerChangeBooking(booking)) return null;
  const { pickupDate, pickupSlot } = booking.pickupDropoffData;
  const paid = booking.payments.find((payment) => payment.status === 'paid');
  const cancelMessage = paid ? (
    <Stack gap="xs">
      <Text>{t('bookings.details.cancelConfirm')}</Text>
      <Text fw={600}>{t('bookings.details.cancelRefund', { amount: money(paid.amount, paid.currency) })}</Text>
    </Stack>
  ) : (
    t('bookings.details.cancelConfirm')
  );

  return (
    // The parent stacks its lines to their own width; the buttons take the card's whole width, one
    // under the other on a phone.
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ alignSelf: 'stretch' }}>
      <Button variant="light" radius="xl" loading={change.isPending} onClick={() => setPicking(true)}>
        {t('bookings.details.reschedule')}
      </Button>
      <Button variant="subtle" color="red" radius="xl" onClick={() => setConfirming(true)}>
        {t('bookings.details.cancel')}
      </Button>
      <SlotPickerModal
        opened={isPicking}
        workshopId={booking.workshopId}
        value={{ date: pickupDate, slot: pickupSlot }}
        onClose={() => setPicking(false)}
        onChange={(picked) => {
          if (!picked) return;
          change.mutate(
            { bookingId: booking.bookingId, change: { pickupDropoffData: { pickupDate: picked.date, pickupSlot: picked.slot } } },
            { onSuccess: () => notifySuccess(t('bookings.details.rescheduled')), onError: (error) => notifyApiError(error) },
          );
        }}
      />
      <ConfirmDialog
        opened={isConfirming}
        title={t('bookings.details.cancelConfirmTitle')}
        message={cancelMessage}
        confirmLabel={t('bookings.details.cancel')}
        cancelLabel={t('bookings.details.keep')}
        isDestructive
        isPending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(booking.bookingId, {
            onSuccess: () => notifySuccess(t('bookings.details.cancelled')),
            onError: (error) => notifyApiError(error),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </SimpleGrid>
  );
}

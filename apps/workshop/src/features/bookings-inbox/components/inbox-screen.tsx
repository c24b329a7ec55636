import { Alert, Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useAcceptBooking, useBookingsInbox, useClientProfile, useRejectBooking } from '@servicebay/api-client';
import { canAccess, type TInboxBooking, type TJobCard, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { RemarksDialog } from '../../../shared/remarks-dialog';
import { useArrivals } from '../use-arrivals';
import { InboxBooking } from './inbox-booking';

type InboxScreenProps = {
  me: TStaffMe;
  workshop: TStaffMe['workshops'][number];
  /** Accepting opens the new job card. */
  onAccepted: (card: TJobCard) => void;
};

const LIST_STYLE = { listStyle: 'none' } as const;

/**
 * The bookings inbox (issue 11, part 6): the customers' bookings waiting, soonest slot first, kept
 * live by the stream; those that arrive while it is open are marked and announced. Accept opens the
 * job card; Reject asks the remarks the customer will read.
 */
export function InboxScreen({ me, workshop, onAccepted }: InboxScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { countryCode } = useClientProfile();
  const inbox = useBookingsInbox(workshop.workshopId);
  const accept = useAcceptBooking();
  const reject = useRejectBooking();
  const { fresh, lastArrived } = useArrivals(inbox.data);
  const [rejecting, setRejecting] = useState<TInboxBooking | null>(null);
  const canAnswer = canAccess(me.role, 'bookings', 'change');

  function acceptBooking(booking: TInboxBooking) {
    accept.mutate(
      { workshopId: workshop.workshopId, bookingId: booking.bookingId },
      {
        onSuccess: (card) => {
          notifySuccess(t('workshop.inbox.accepted', { code: booking.bookingCode, number: card.jobCardNo }));
          onAccepted(card);
        },
        onError: (error) => notifyApiError(error),
      },
    );
  }

  function rejectBooking(remarks: string) {
    if (!rejecting) return;
    reject.mutate(
      { workshopId: workshop.workshopId, bookingId: rejecting.bookingId, remarks },
      {
        onSuccess: () => {
          notifySuccess(t('workshop.inbox.rejected', { code: rejecting.bookingCode }));
          setRejecting(null);
        },
      },
    );
  }

  const count = inbox.data?.length ?? 0;
  return (
    <>
      <ScreenHeader
        title={t('workshop.inbox.heading')}
        description={t('workshop.inbox.intro', { workshop: workshop.name })}
        actions={
          inbox.data ? (
            <Badge size="xl" radius="md" variant="default" tt="none" fw={600}>
              {t('workshop.inbox.waiting', { count })}
            </Badge>
          ) : null
        }
      />
      <VisuallyHidden role="status" aria-live="polite">
        {lastArrived > 0 ? t('workshop.inbox.arrived', { count: lastArrived }) : ''}
      </VisuallyHidden>
      <Stack gap="md">
        {!canAnswer ? (
          <Alert color="gray" variant="light">
            {t('workshop.inbox.readOnly')}
          </Alert>
        ) : null}
        {inbox.isPending ? (
          <SectionLoader label={t('workshop.inbox.loading')} />
        ) : inbox.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(inbox.error)}
          </Alert>
        ) : count === 0 ? (
          <Stack gap={4} py={48} align="center" ta="center">
            <Text fw={600} size="lg">
              {t('workshop.inbox.empty')}
            </Text>
            <Text c="dimmed" size="sm">
              {t('workshop.inbox.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={LIST_STYLE} aria-label={t('workshop.inbox.listLabel')}>
            {inbox.data.map((booking) => (
              <InboxBooking
                key={booking.bookingId}
                booking={booking}
                formats={formats}
                countryCode={countryCode}
                isNew={fresh.has(booking.bookingId)}
                answers={
                  canAnswer
                    ? {
                        onAccept: () => acceptBooking(booking),
                        onReject: () => {
                          reject.reset();
                          setRejecting(booking);
                        },
                        isAccepting: accept.isPending && accept.variables?.bookingId === booking.bookingId,
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      {canAnswer ? (
        <RemarksDialog
          opened={rejecting !== null}
          title={t('workshop.inbox.rejectTitle', { code: rejecting?.bookingCode ?? '' })}
          body={t('workshop.inbox.rejectBody')}
          label={t('workshop.inbox.remarks')}
          confirmLabel={t('workshop.inbox.confirmReject')}
          cancelLabel={t('workshop.inbox.keep')}
          isPending={reject.isPending}
          refusal={reject.isError ? apiErrorText(reject.error) : null}
          onConfirm={rejectBooking}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}

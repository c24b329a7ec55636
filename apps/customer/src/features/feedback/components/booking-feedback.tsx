import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useBookingFeedback } from '@servicebay/api-client';
import type { TBooking } from '@servicebay/domain';
import { SectionLoader, StarIcon } from '@servicebay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedbackModal, GivenFeedback } from './feedback-modal';
import '../feedback.css';

/** My Bookings' Feedback action opens the details with this, and the modal with them. */
export const RATE_PARAM = 'rate';

/** The modal asks by itself once per booking and browser session; the card's button asks again. */
function askedBefore(bookingId: string): boolean {
  try {
    const key = `feedback-asked:${bookingId}`;
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage blocked: ask, as a first visit would.
  }
  return false;
}

/**
 * A completed booking's feedback on its details (customer spec section 4): an invitation and the
 * modal while none is given, then what was given, read-only.
 */
export function BookingFeedback({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [isOpen, setOpen] = useState(false);
  const canRate = booking.status === 'Completed' && !booking.isFeedbackGiven;
  const wantsToRate = searchParams.get(RATE_PARAM) === '1';

  useEffect(() => {
    // Also when the booking completes while its details are open (the live stream).
    if (canRate && (wantsToRate || !askedBefore(booking.bookingId))) setOpen(true);
  }, [booking.bookingId, canRate, wantsToRate]);

  if (booking.status !== 'Completed') return null;
  return (
    <>
      {booking.isFeedbackGiven ? (
        <FeedbackGiven bookingId={booking.bookingId} />
      ) : (
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="feedback-invite">
          <Group wrap="nowrap" gap="md" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" color="yellow">
              <StarIcon size={24} />
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Title order={2} size="h5" id="feedback-invite">
                {t('feedback.invite')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('feedback.inviteHint', { workshop: booking.workshopName })}
              </Text>
              <Button radius="xl" mt="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
                {t('feedback.rate')}
              </Button>
            </Stack>
          </Group>
        </Paper>
      )}
      <FeedbackModal opened={isOpen} onClose={() => setOpen(false)} bookingId={booking.bookingId} workshopName={booking.workshopName} />
    </>
  );
}

function FeedbackGiven({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const feedback = useBookingFeedback(bookingId);
  // Feedback reads fail quietly (customer spec section 8): the booking stands without them.
  if (feedback.isPending) return <SectionLoader label={t('app.loading')} py="xs" />;
  return feedback.data ? <GivenFeedback feedback={feedback.data} /> : null;
}

import { Button, Collapse, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TBooking } from '@servicebay/domain';
import { CheckCircleIcon, ChevronDownIcon, HelpIcon, StarIcon } from '@servicebay/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { POSITIVE_TEXT } from '../../../shared/positive-badge';

/** Opens a booking's details with its feedback modal (booking-feedback.tsx reads it). */
const rateLink = (bookingId: string) => `${paths.bookingDetails(bookingId)}?rate=1`;

/**
 * A history item's actions (customer spec section 2): Help, the Invoice once the workshop issued one,
 * Feedback once Completed (or that it was given), and the Remarks of a cancelled booking, folded
 * until asked for.
 */
export function HistoryActions({ booking, invoice }: { booking: TBooking; invoice?: ReactNode }) {
  const { t } = useTranslation();
  const [areRemarksOpen, remarks] = useDisclosure(false);
  const remarksId = useId();
  const hasRemarks = booking.status === 'Cancelled' && Boolean(booking.remarks);
  return (
    <>
      <Group gap="xs" mt="sm" pt="sm" style={{ borderBlockStart: '1px solid var(--mantine-color-gray-2)' }}>
        <Button component={Link} to={paths.helpAndSupport} variant="default" size="xs" radius="xl" leftSection={<HelpIcon size={14} />}>
          {t('bookings.list.help')}
        </Button>
        {invoice}
        {booking.status === 'Completed' && !booking.isFeedbackGiven ? (
          <Button component={Link} to={rateLink(booking.bookingId)} variant="light" size="xs" radius="xl" leftSection={<StarIcon size={14} />}>
            {t('bookings.list.feedback')}
          </Button>
        ) : null}
        {booking.status === 'Completed' && booking.isFeedbackGiven ? (
          <Group gap={4} c={POSITIVE_TEXT} component="span">
            <CheckCircleIcon size={16} />
            <Text size="xs" fw={600} component="span">
              {t('bookings.list.feedbackGiven')}
            </Text>
          </Group>
        ) : null}
        {hasRemarks ? (
          <Button
            variant="subtle"
            size="xs"
            radius="xl"
            onClick={remarks.toggle}
            aria-expanded={areRemarksOpen}
            aria-controls={remarksId}
            rightSection={
              <span style={{ display: 'inline-flex', transform: areRemarksOpen ? 'rotate(180deg)' : undefined }}>
                <ChevronDownIcon size={14} />
              </span>
            }
          >
            {t('bookings.list.remarks')}
          </Button>
        ) : null}
      </Group>
      {hasRemarks ? (
        <Collapse expanded={areRemarksOpen} id={remarksId}>
          <Text size="sm" c="dimmed" mt="xs" dir="auto">
            {booking.remarks}
          </Text>
        </Collapse>
      ) : null}
    </>
  );
}

import { Badge } from '@mantine/core';
import type { TBookingStatus } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** Dark shades under white text, reading above 4.5:1: blue in progress, green done (darker than Mantine's green.9, 4.4:1), grey called off. */
const COLOURS: Record<TBookingStatus, string> = { InProgress: 'blue.9', Completed: '#1b6e34', Cancelled: 'gray.8' };

export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={COLOURS[status]} radius="sm">
      {t(`bookings.status.${status}`)}
    </Badge>
  );
}

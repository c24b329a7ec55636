import { Button, Group } from '@mantine/core';
import { bookingCalendarEvent, type TBooking } from '@servicebay/domain';
import { CalendarIcon, PhoneIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';

/** Saves the booking's slot as an .ics file, which a phone opens in its calendar. */
function downloadCalendarEvent(ics: string, bookingCode: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${bookingCode}.ics` });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Booking details' ways to reach the workshop and keep the date (issue 26, item 21): 'Call
 * workshop' where it has a number, 'Add to calendar' while the booking is still to come.
 */
export function BookingContact({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const ics =
    booking.status === 'InProgress'
      ? bookingCalendarEvent(booking, {
          title: t('bookings.details.calendarTitle', { workshop: booking.workshopName }),
          brandHost: window.location.hostname,
          now: new Date(),
        })
      : null;
  if (!booking.workshopPhoneNumber && !ics) return null;
  return (
    <Group gap="xs">
      {booking.workshopPhoneNumber ? (
        <Button
          component="a"
          href={`tel:${booking.workshopPhoneNumber.replace(/[^\d+]/g, '')}`}
          variant="default"
          size="xs"
          radius="xl"
          leftSection={<PhoneIcon size={14} />}
        >
          {t('bookings.details.callWorkshop')}
        </Button>
      ) : null}
      {ics ? (
        <Button
          variant="default"
          size="xs"
          radius="xl"
          leftSection={<CalendarIcon size={14} />}
          onClick={() => downloadCalendarEvent(ics, booking.bookingCode)}
        >
          {t('bookings.details.addToCalendar')}
        </Button>
      ) : null}
    </Group>
  );
}

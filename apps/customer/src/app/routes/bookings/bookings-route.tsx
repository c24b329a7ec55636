import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { InvoiceButton } from '../../../features/bill';
import { BookingsScreen } from '../../../features/bookings';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/bookings: My Bookings, each invoiced booking of the history with its Invoice. */
export function BookingsRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.dashboard);
  return (
    <>
      <ScreenHeader title={t('bookings.list.title')} backLabel={t('common.back')} onBack={back} />
      <BookingsScreen
        renderInvoice={(booking) =>
          booking.bill?.invoiceNumber ? <InvoiceButton bookingId={booking.bookingId} invoiceNumber={booking.bill.invoiceNumber} variant="default" /> : null
        }
      />
    </>
  );
}

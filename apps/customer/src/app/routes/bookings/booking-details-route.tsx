import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookingBill } from '../../../features/bill';
import { BookingDetailsScreen } from '../../../features/bookings';
import { BillDetails } from '../../../features/cart';
import { BookingEstimate } from '../../../features/estimates';
import { BookingPayment } from '../../../features/payments';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/**
 * /portal/booking_details/:bookingId, with the job card's bill once it has one (else the cart's bill
 * over the booking's estimate), the
 * payment's banner and Pay, and the workshop's estimate to answer once it is sent.
 */
export function BookingDetailsRoute() {
  const { t } = useTranslation();
  const { bookingId = '' } = useParams();
  const back = useBack(paths.myBookings);
  return (
    <>
      <ScreenHeader title={t('bookings.details.title')} backLabel={t('common.back')} onBack={back} />
      <BookingDetailsScreen
        bookingId={bookingId}
        renderBill={(booking) =>
          booking.bill ? (
            <BookingBill booking={booking} bill={booking.bill} />
          ) : (
            <BillDetails cart={{ estimate: booking.estimate, offerCode: booking.offerCode }} />
          )
        }
        renderPayment={(booking) => <BookingPayment booking={booking} />}
        renderEstimate={(booking) => <BookingEstimate booking={booking} />}
      />
    </>
  );
}

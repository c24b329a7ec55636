import type { TBooking } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';
import type { PaymentBanner } from '../payment-state';
import { BannerGlyph } from './banner-glyph';

/** One of the six banners of customer spec section 4: a badge, a title and one line. */
export function PaymentStatusBanner({ banner, booking }: { banner: PaymentBanner; booking: TBooking }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  const line = (() => {
    switch (banner.kind) {
      case 'paymentPending': {
        const amount = money(banner.due.amount, banner.due.currency);
        return banner.due.isAdvance ? t('payments.banner.paymentPending.advance', { amount }) : t('payments.banner.paymentPending.bill', { amount });
      }
      case 'paymentSuccessful':
        return banner.amount === null
          ? t('payments.banner.bookingConfirmed.text', { date: formatCalendarDay(booking.pickupDropoffData.pickupDate, i18n.language) })
          : t('payments.banner.paymentSuccessful.text', { amount: money(banner.amount, banner.currency) });
      case 'bookingConfirmed':
        return t('payments.banner.bookingConfirmed.text', { date: formatCalendarDay(booking.pickupDropoffData.pickupDate, i18n.language) });
      default:
        return t(`payments.banner.${banner.kind}.text`);
    }
  })();
  return (
    // A failure interrupts; every other state is news the reader hears when they get to it.
    <div className="payment-banner" data-kind={banner.kind} role={banner.kind === 'paymentFailed' ? 'alert' : 'status'}>
      <span className="payment-banner-badge">
        <BannerGlyph kind={banner.kind} />
      </span>
      <div>
        <p className="payment-banner-title">{t(`payments.banner.${banner.kind}.title`)}</p>
        <p className="payment-banner-text">{line}</p>
      </div>
    </div>
  );
}

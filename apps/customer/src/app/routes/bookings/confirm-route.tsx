import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { ConfirmBookingScreen } from '../../../features/bookings';
import { BillDetails, SignInToBookModal } from '../../../features/cart';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/confirm: the cart's Book Now leads here; the bill and the guest's sign-in are the cart's own. */
export function ConfirmRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.cart);
  return (
    <>
      <ScreenHeader title={t('bookings.confirm.title')} backLabel={t('common.back')} onBack={back} />
      <ConfirmBookingScreen
        renderBill={(cart) => <BillDetails cart={cart} />}
        renderSignIn={(opened, onClose) => <SignInToBookModal opened={opened} onClose={onClose} />}
      />
    </>
  );
}

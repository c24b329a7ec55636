import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { MapPointPicker } from '../../../features/addresses';
import { ConfirmBookingScreen } from '../../../features/bookings';
import { BillDetails, SignInToBookModal } from '../../../features/cart';
import { useMobileNumberGate } from '../../../features/profile';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/**
 * /portal/confirm: the cart's Book Now leads here; the bill and the guest's sign-in are the cart's
 * own, the map picker the addresses', and a customer without a mobile number adds it in their profile.
 */
export function ConfirmRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.cart);
  const ensureMobileNumber = useMobileNumberGate();
  return (
    <>
      <ScreenHeader title={t('bookings.confirm.title')} backLabel={t('common.back')} onBack={back} />
      <ConfirmBookingScreen
        renderBill={(cart) => <BillDetails cart={cart} />}
        renderSignIn={(opened, onClose) => <SignInToBookModal opened={opened} onClose={onClose} />}
        renderMapPicker={(request) => <MapPointPicker {...request} />}
        ensureMobileNumber={ensureMobileNumber}
      />
    </>
  );
}

import { isWebHub } from '@servicebay/domain';
import { useClientProfile } from '@servicebay/api-client';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CartScreen, type AddOnPickerSlot } from '../../../features/cart';
// The service menu's own picker and rule, so the cart edits add-ons exactly as they were chosen.
import { AddOnPicker, toggleAddOn } from '../../../features/services';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';
import { RegistrationWarning } from './registration-warning';

const addOnPicker: AddOnPickerSlot = ({ sections, selected, onChange, currency }) => (
  <AddOnPicker sections={sections} selected={selected} currency={currency} onToggle={(addOnId) => onChange(toggleAddOn(sections, selected, addOnId))} />
);

/** /portal/cart. Web-hub brands have no cart (customer spec section 1): their customers go to the dashboard. */
export function CartRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.bookService);
  if (isWebHub(useClientProfile())) return <Navigate to={paths.dashboard} replace />;
  return (
    <>
      <ScreenHeader title={t('cart.title')} backLabel={t('common.back')} onBack={back} />
      <CartScreen addOnPicker={addOnPicker} notice={<RegistrationWarning />} />
    </>
  );
}

import { Paper } from '@mantine/core';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddVehicleForm } from '../../../features/vehicles';
import { paths } from '../../../shared/paths';
import { takeCartChoice } from '../../../shared/pending-cart-choice';
import { useAddToCart } from '../../../shared/use-add-to-cart';

/**
 * /portal/add-vehicles (and /portal/add-vehicle): the catalogue pickers, then My Vehicles; or, when
 * the customer came from choosing a service without a vehicle, that service into the cart (spec section 4).
 */
export function AddVehicleRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addToCart } = useAddToCart();
  const onSaved = () => {
    const pending = takeCartChoice();
    if (pending) void addToCart(pending.choice, pending.workshopId, pending.then);
    else void navigate(paths.myVehicles);
  };
  return (
    <>
      <ScreenHeader
        title={t('garage.addVehicle.heading')}
        description={t('garage.addVehicle.intro')}
        backLabel={t('garage.manage.backToList')}
        onBack={() => void navigate(paths.myVehicles)}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880}>
        <AddVehicleForm onSaved={onSaved} />
      </Paper>
    </>
  );
}

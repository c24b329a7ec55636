import { Paper } from '@mantine/core';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddVehicleForm } from '../../../features/vehicles';
import { paths } from '../../../shared/paths';

/** /portal/add-vehicles (and /portal/add-vehicle): the catalogue pickers, then My Vehicles. */
export function AddVehicleRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <ScreenHeader
        title={t('garage.addVehicle.heading')}
        description={t('garage.addVehicle.intro')}
        backLabel={t('garage.manage.backToList')}
        onBack={() => void navigate(paths.myVehicles)}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880}>
        <AddVehicleForm onSaved={() => void navigate(paths.myVehicles)} />
      </Paper>
    </>
  );
}

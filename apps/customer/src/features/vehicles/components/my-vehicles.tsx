import { Button, EmptyState, SimpleGrid, Text } from '@mantine/core';
import { useVehicles } from '@servicebay/api-client';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDeleteVehicleFlow } from '../hooks/use-delete-vehicle-flow';
import { VehicleCard } from './vehicle-card';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

/** /portal/my-vehicles: the customer's vehicles as cards, and the way to add one. */
export function MyVehicles() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const { askDelete, dialog } = useDeleteVehicleFlow();

  const addButton = (
    <Button component={Link} to={paths.addVehicle} leftSection={<PlusIcon size={18} />}>
      {t('garage.myVehicles.add')}
    </Button>
  );

  return (
    <>
      <ScreenHeader title={t('garage.myVehicles.heading')} actions={vehicles.data?.length ? addButton : undefined} />
      {vehicles.isPending && <SectionLoader label={t('app.loading')} />}
      {vehicles.isError && (
        <Text c="red" role="alert">
          {t('startup.body')}
        </Text>
      )}
      {vehicles.data?.length === 0 && (
        <EmptyState
          icon={<BrandVehicleIcon size={36} />}
          variant="light"
          title={t('garage.myVehicles.emptyTitle')}
          description={t('garage.myVehicles.emptyBody')}
          py="xl"
        >
          <EmptyState.Actions>{addButton}</EmptyState.Actions>
        </EmptyState>
      )}
      {vehicles.data && vehicles.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {vehicles.data.map((vehicle) => (
            <VehicleCard key={vehicle.did} vehicle={vehicle} onDelete={askDelete} />
          ))}
        </SimpleGrid>
      )}
      {dialog}
    </>
  );
}

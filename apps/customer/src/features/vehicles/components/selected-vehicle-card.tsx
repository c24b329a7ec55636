import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { currentVehicleOf, useVehicles } from '@servicebay/api-client';
import { PlusIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useVehicleSelection } from '../hooks/use-vehicle-selection';
import { VehiclePickerModal } from './vehicle-picker-modal';
import { VehicleServiceTiles } from './vehicle-service-tiles';
import { VehicleSlider } from './vehicle-slider';
import { VehicleSummary } from './vehicle-summary';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

/**
 * The dashboard's vehicle: the selected one with a way to change it, or a call to add the first.
 * My Vehicles and the documents are in the side menu, so the card carries one action.
 */
export function SelectedVehicleCard() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const selection = useVehicleSelection();
  const [isPicking, picker] = useDisclosure(false);

  if (vehicles.isPending) return <Skeleton h={160} radius="lg" />;
  if (vehicles.isError) return null;
  const current = currentVehicleOf(vehicles.data);

  if (!current) {
    return (
      <Card component="section" aria-labelledby="add-vehicle-title" withBorder radius="lg" padding="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <BrandVehicleIcon size={40} />
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4" id="add-vehicle-title">
              {t('garage.dashboard.addTitle')}
            </Title>
            <Text c="dimmed">{t('garage.dashboard.addBody')}</Text>
            <Button component={Link} to={paths.addVehicle} leftSection={<PlusIcon size={18} />}>
              {t('garage.dashboard.add')}
            </Button>
          </Stack>
        </Group>
      </Card>
    );
  }

  return (
    <Card component="section" aria-labelledby="your-vehicle-title" withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" c="dimmed" tt="uppercase" id="your-vehicle-title">
          {t('garage.dashboard.yourVehicle')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={picker.open} aria-label={t('garage.dashboard.changeLabel')}>
          {t('garage.dashboard.change')}
        </Button>
      </Group>
      <VehicleSlider vehicles={vehicles.data} currentId={current.did} onPick={selection.selectVehicle} isBusy={selection.isSelecting} />
      <VehicleSummary vehicle={current} headingOrder={3} />
      <VehicleServiceTiles vehicle={current} />
      <VehiclePickerModal
        opened={isPicking}
        onClose={picker.close}
        currentId={current.did}
        onPick={(vehicle) => {
          picker.close();
          if (vehicle.did === current.did) return;
          selection.selectVehicle(vehicle);
        }}
      />
      {selection.dialog}
    </Card>
  );
}

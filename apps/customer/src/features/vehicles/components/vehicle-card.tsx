import { Button, Card, Group } from '@mantine/core';
import { useMakeDefaultVehicle, useSelectVehicle } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import { PencilIcon, TrashIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '../../../shared/bidi';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { vehicleName } from '../vehicle-text';
import { VehicleSummary } from './vehicle-summary';

type VehicleCardProps = {
  vehicle: TVehicle;
  onDelete: (vehicle: TVehicle) => void;
};

/** One of My vehicles, with its actions: make main (the spec's default), use (select), manage, delete. */
export function VehicleCard({ vehicle, onDelete }: VehicleCardProps) {
  const { t } = useTranslation();
  const makeDefault = useMakeDefaultVehicle();
  const select = useSelectVehicle();
  const name = vehicleName(vehicle);

  return (
    <Card
      component="article"
      aria-label={name}
      withBorder
      radius="lg"
      padding="md"
      style={vehicle.isSelected ? { borderColor: 'var(--brand-primary)' } : undefined}
    >
      <VehicleSummary vehicle={vehicle} />
      <Group gap="xs" mt="md" role="group" aria-label={t('garage.myVehicles.actionsFor', { name })}>
        {!vehicle.isDefault && (
          <Button
            size="xs"
            variant="light"
            loading={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(vehicle.did, {
                onSuccess: () => notifySuccess(t('garage.myVehicles.madeDefault', { name: isolate(name) })),
                onError: (error) => notifyApiError(error),
              })
            }
          >
            {t('garage.myVehicles.makeDefault')}
          </Button>
        )}
        {!vehicle.isSelected && (
          <Button
            size="xs"
            variant="light"
            loading={select.isPending}
            onClick={() =>
              select.mutate(vehicle.did, {
                onSuccess: () => notifySuccess(t('garage.myVehicles.selectedToast', { name: isolate(name) })),
                onError: (error) => notifyApiError(error),
              })
            }
          >
            {t('garage.myVehicles.select')}
          </Button>
        )}
        <Button size="xs" variant="default" component={Link} to={paths.manageVehicle(vehicle.did)} leftSection={<PencilIcon size={14} />}>
          {t('garage.myVehicles.manage')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(vehicle)} leftSection={<TrashIcon size={14} />}>
          {t('garage.myVehicles.delete')}
        </Button>
      </Group>
    </Card>
  );
}

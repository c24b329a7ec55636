import { Button, Card, Group } from '@mantine/core';
import { useMakeDefaultVehicle } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import { PencilIcon, StarIcon, TrashIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '../../../shared/bidi';
import { CardMoreMenu } from '../../../shared/card-more-menu';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { useVehicleSelection } from '../hooks/use-vehicle-selection';
import { vehicleName } from '../vehicle-text';
import { VehicleSummary } from './vehicle-summary';

type VehicleCardProps = {
  vehicle: TVehicle;
  onDelete: (vehicle: TVehicle) => void;
};

/**
 * One of My vehicles, with its actions: use it (the spec's select) and manage it on the card; make it
 * main (the spec's default) and delete it under the card's '⋯' menu.
 */
export function VehicleCard({ vehicle, onDelete }: VehicleCardProps) {
  const { t } = useTranslation();
  const makeDefault = useMakeDefaultVehicle();
  const selection = useVehicleSelection();
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
      <VehicleSummary
        vehicle={vehicle}
        corner={
          <CardMoreMenu
            name={name}
            actions={[
              ...(vehicle.isDefault
                ? []
                : [
                    {
                      label: t('garage.myVehicles.makeDefault'),
                      icon: <StarIcon size={16} />,
                      disabled: makeDefault.isPending,
                      onClick: () =>
                        makeDefault.mutate(vehicle.did, {
                          onSuccess: () => notifySuccess(t('garage.myVehicles.madeDefault', { name: isolate(name) })),
                          onError: (error) => notifyApiError(error),
                        }),
                    },
                  ]),
              { label: t('garage.myVehicles.delete'), icon: <TrashIcon size={16} />, onClick: () => onDelete(vehicle), isDestructive: true },
            ]}
          />
        }
      />
      <Group gap="xs" mt="md" role="group" aria-label={t('garage.myVehicles.actionsFor', { name })}>
        {!vehicle.isSelected && (
          <Button size="xs" loading={selection.isSelecting} onClick={() => selection.selectVehicle(vehicle)}>
            {t('garage.myVehicles.select')}
          </Button>
        )}
        <Button size="xs" variant="default" component={Link} to={paths.manageVehicle(vehicle.did)} leftSection={<PencilIcon size={14} />}>
          {t('garage.myVehicles.manage')}
        </Button>
      </Group>
      {selection.dialog}
    </Card>
  );
}

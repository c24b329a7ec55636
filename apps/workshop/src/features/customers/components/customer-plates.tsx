import { Badge, Group, Text } from '@mantine/core';
import type { TWorkshopCustomer } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** A customer's plates as badges (a vehicle without one by its label), or that they have none: the grid's cell and the phone's card. */
export function CustomerPlates({ vehicles }: Pick<TWorkshopCustomer, 'vehicles'>) {
  const { t } = useTranslation();
  if (vehicles.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('workshop.customers.noVehiclesShort')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {vehicles.map((vehicle) => (
        <Badge key={vehicle.vehicleId} variant="outline" color="gray" radius="sm" tt="none" fw={600} dir="ltr" c="var(--mantine-color-text)">
          {vehicle.registrationNumber ?? vehicle.label}
        </Badge>
      ))}
    </Group>
  );
}

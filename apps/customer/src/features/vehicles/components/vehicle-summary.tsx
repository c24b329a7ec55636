import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TVehicle } from '@servicebay/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PositiveBadge } from '../../../shared/positive-badge';
import { vehicleModelLine, vehicleName } from '../vehicle-text';
import { VehicleThumb } from './vehicle-thumb';

type VehicleSummaryProps = {
  vehicle: TVehicle;
  /** The heading level in the page: cards in a list are h2, the dashboard's card is h3. */
  headingOrder?: 2 | 3;
  /** Shown in the summary's top corner at the end side: a card's '⋯' menu. */
  corner?: ReactNode;
};

/** Picture, name, make-model-variant, year and fuel, plate, and the default and selected marks. */
export function VehicleSummary({ vehicle, headingOrder = 2, corner }: VehicleSummaryProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <VehicleThumb vehicle={vehicle} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {vehicleName(vehicle)}
          </Title>
          {vehicle.isDefault && (
            <Badge size="sm" variant="filled">
              {t('garage.myVehicles.default')}
            </Badge>
          )}
          {vehicle.isSelected && (
            <PositiveBadge size="sm" variant="light">
              {t('garage.myVehicles.selected')}
            </PositiveBadge>
          )}
        </Group>
        <Text size="sm">{vehicleModelLine(vehicle)}</Text>
        <Text size="sm" c="dimmed">
          {vehicle.year} · {t(`garage.fuel.${vehicle.fuelType}`)}
        </Text>
        <Group gap={6}>
          {vehicle.registrationNumber ? (
            <Text size="sm" fw={600} ff="monospace" dir="ltr" px={6} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
              {vehicle.registrationNumber}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('garage.myVehicles.noPlate')}
            </Text>
          )}
          {vehicle.isTempNumber && (
            <Badge size="xs" variant="outline" color="gray">
              {t('garage.myVehicles.temporary')}
            </Badge>
          )}
        </Group>
      </Stack>
      {corner}
    </Group>
  );
}

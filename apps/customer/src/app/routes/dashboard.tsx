import { Stack } from '@mantine/core';
import { GreetingCard } from '../../features/portal';
import { SelectedVehicleCard } from '../../features/vehicles';

/** /portal/dashboard: the greeting, then the customer's vehicle; bookings and offers join in their own issues. */
export function DashboardRoute() {
  return (
    <Stack gap="lg">
      <GreetingCard />
      <SelectedVehicleCard />
    </Stack>
  );
}

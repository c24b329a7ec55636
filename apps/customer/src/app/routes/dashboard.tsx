import { SimpleGrid, Stack } from '@mantine/core';
import { GreetingCard, NextStepsCard } from '../../features/portal';
import { SelectedVehicleCard } from '../../features/vehicles';
import { OffersAndArticlesSlider } from '../../features/offers';
import { RecommendedServices } from '../../features/services';
import { AppUpdatePrompt } from '../../features/app-update';

/**
 * /portal/dashboard: the greeting, what to do next while the customer is new, and their vehicle;
 * side by side on wide screens. Bookings and offers join in their own issues.
 */
export function DashboardRoute() {
  return (
    <Stack gap="lg">
      <GreetingCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <NextStepsCard />
        <SelectedVehicleCard />
      </SimpleGrid>
      <OffersAndArticlesSlider />
      <RecommendedServices />
      <AppUpdatePrompt />
    </Stack>
  );
}

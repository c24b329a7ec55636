import { SimpleGrid, Stack } from '@mantine/core';
import { GreetingCard, NextStepsCard } from '../../features/portal';
import { SelectedVehicleCard } from '../../features/vehicles';
import { OffersAndArticlesSlider } from '../../features/offers';
import { RecommendedServices } from '../../features/services';
import { AppUpdatePrompt } from '../../features/app-update';
// Its own file: the bookings index carries the checkout screens, which the dashboard does not load.
import { LiveBookingCard } from '../../features/bookings/components/live-booking-card';

/**
 * /portal/dashboard: the greeting, the booking under way, what to do next while the customer is
 * new, and their vehicle side by side on wide screens, offers and recommended services.
 */
export function DashboardRoute() {
  return (
    <Stack gap="lg">
      <GreetingCard />
      <LiveBookingCard />
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

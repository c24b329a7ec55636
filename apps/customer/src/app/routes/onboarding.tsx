import { Box, Paper } from '@mantine/core';
import { currentVehicleOf, useVehicles } from '@servicebay/api-client';
import { PageShell, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../features/auth';
import { BrandLogo } from '../../features/brand';
import { VehicleOnboarding } from '../../features/onboarding';
import { AddVehicleForm, VehicleSummary } from '../../features/vehicles';
import { LanguageSelect } from '../../shared/language-select';

/** /onboarding: a brand with vehicle onboarding asks for the first vehicle before the portal. */
export function OnboardingRoute() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const saved = vehicles.data ? currentVehicleOf(vehicles.data) : undefined;

  return (
    <PageShell brand={<BrandLogo />} actions={<LanguageSelect />}>
      <Paper maw={880} mx="auto" mt={{ base: 0, sm: 'xl' }} p={{ base: 'md', sm: 48 }} radius="lg" withBorder>
        {vehicles.isPending ? (
          <SectionLoader label={t('app.loading')} />
        ) : (
          <VehicleOnboarding
            savedVehicle={saved ? <VehicleSummary vehicle={saved} /> : null}
            renderAddVehicle={(onSaved) => <AddVehicleForm onSaved={onSaved} />}
          />
        )}
      </Paper>
      {/* Someone who signed in with the wrong number is not held here. */}
      <Box maw={200} mx="auto" mt="lg">
        <SignOutButton />
      </Box>
    </PageShell>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishOnboarding } from '../hooks/use-finish-onboarding';

type VehicleOnboardingProps = {
  /** The customer already has a vehicle (saved on an earlier visit): this shows it. */
  savedVehicle: ReactNode | null;
  /** The add-vehicle form; it calls `onSaved` once the vehicle is stored. */
  renderAddVehicle: (onSaved: () => void) => ReactNode;
};

/**
 * Onboarding on a brand with the vehicle-onboarding setting: the first vehicle, then the portal.
 * There is no way round it: the brand asks for a vehicle, and the spec offers no skip.
 */
export function VehicleOnboarding({ savedVehicle, renderAddVehicle }: VehicleOnboardingProps) {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const { finish, isFinishing } = useFinishOnboarding();

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t('onboarding.heading', { brand: clientProfile.ClientName })}
        </Title>
        <Text c="dimmed">{t('garage.onboarding.intro')}</Text>
      </Stack>
      {savedVehicle ? (
        <Stack gap="md">
          {savedVehicle}
          <Text>{t('garage.onboarding.vehicleSaved')}</Text>
          <Button size="md" onClick={finish} loading={isFinishing} style={{ alignSelf: 'flex-start' }} miw={180}>
            {t('garage.onboarding.continue')}
          </Button>
        </Stack>
      ) : (
        renderAddVehicle(finish)
      )}
    </Stack>
  );
}

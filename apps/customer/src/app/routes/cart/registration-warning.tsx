import { Alert, Button, Text } from '@mantine/core';
import { useVehicles } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vehicleName } from '../../../features/vehicles';
import { isolate } from '../../../shared/bidi';
import { paths } from '../../../shared/paths';

const hasNoPlate = (vehicle: TVehicle) => !vehicle.registrationNumber?.trim();

/**
 * Customer spec section 5: the cart asks for a registration number while a vehicle lacks one. A
 * temporary number is not the registration number the workshop will see on the car either, so it
 * is asked for too, once the customer has it.
 */
export function RegistrationWarning() {
  const { t } = useTranslation();
  const vehicles = useVehicles().data ?? [];
  const lacking = vehicles.find(hasNoPlate) ?? vehicles.find((vehicle) => vehicle.isTempNumber);
  if (!lacking) return null;
  const name = isolate(vehicleName(lacking));
  return (
    // Mantine's yellow title reads at under 3:1 on its tint: the title takes the text colour.
    <Alert color="yellow" radius="lg" title={t('cart.registration.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Text size="sm">{hasNoPlate(lacking) ? t('cart.registration.body', { name }) : t('cart.registration.temporary', { name })}</Text>
      <Button component={Link} to={paths.manageVehicle(lacking.did)} size="xs" variant="white" color="dark" mt="sm">
        {t('cart.registration.add')}
      </Button>
    </Alert>
  );
}

import { Group, Text } from '@mantine/core';
import type { TWorkshop } from '@servicebay/domain';
import { CarIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';

/**
 * Whether the workshop's drivers reach the customer's selected address (its pickup radius, issue 26
 * item 15), so a customer wanting pickup sees it before choosing; nothing without an address.
 */
export function PickupLine({ workshop }: { workshop: Pick<TWorkshop, 'picksUpHere' | 'pickupRadiusKm'> }) {
  const { t } = useTranslation();
  if (workshop.picksUpHere === null) return null;
  const text = workshop.picksUpHere
    ? t('services.workshops.picksUpHere')
    : workshop.pickupRadiusKm > 0
      ? t('services.workshops.noPickupHere', { km: workshop.pickupRadiusKm })
      : t('services.workshops.noPickupAtAll');
  return (
    <Group gap={6} wrap="nowrap" className="workshop-pickup" data-picks-up={workshop.picksUpHere}>
      <CarIcon size={16} />
      <Text size="sm" fw={500}>
        {text}
      </Text>
    </Group>
  );
}

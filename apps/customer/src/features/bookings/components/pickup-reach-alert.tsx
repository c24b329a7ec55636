import { Alert, Button } from '@mantine/core';
import { useWorkshop } from '@servicebay/api-client';
import { placeBeyondPickup, type TBookingLocation } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** A pickup place the workshop does not reach, and how far it does (0: it does not pick up). */
export type PickupBeyondReach = { place: 'pickup' | 'dropoff'; radiusKm: number };

/**
 * Whether the workshop of the cart picks up from and drops back to the chosen places (its pickup
 * radius, issue 26 item 15); null while it reaches them, or before the workshop is known (the
 * server judges the booking again).
 */
export function usePickupBeyondReach(
  workshopId: string | null,
  places: { pickup: TBookingLocation | null; dropoff: TBookingLocation | null },
): PickupBeyondReach | null {
  const workshop = useWorkshop(workshopId).data;
  if (!workshop) return null;
  const place = placeBeyondPickup(workshop, places);
  return place && { place, radiusKm: workshop.pickupRadiusKm };
}

/** The refusal in the customer's language, naming the radius. */
export function usePickupBeyondText() {
  const { t } = useTranslation();
  return (beyond: PickupBeyondReach) =>
    beyond.radiusKm > 0 ? t('bookings.confirm.beyondPickup.withinKm', { km: beyond.radiusKm }) : t('bookings.confirm.beyondPickup.none');
}

/** Says which place the workshop does not reach and offers the customer's own visit instead (when the brand offers it). */
export function PickupReachAlert({ beyond, onVisitInstead }: { beyond: PickupBeyondReach; onVisitInstead: (() => void) | null }) {
  const { t } = useTranslation();
  const text = usePickupBeyondText();
  return (
    <Alert
      color="yellow"
      radius="lg"
      role="alert"
      title={t(`bookings.confirm.beyondPickup.${beyond.place}`)}
      // Yellow on its light ground is too faint for a title: the text colour, as the cart's warning does.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {text(beyond)}
      {onVisitInstead ? (
        <Button display="block" variant="default" size="xs" radius="xl" mt="xs" onClick={onVisitInstead}>
          {t('bookings.confirm.beyondPickup.visitInstead')}
        </Button>
      ) : null}
    </Alert>
  );
}

import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { reverseGeocode, useClientProfile } from '@servicebay/api-client';
import type { TBookingLocation, TGeoPlace } from '@servicebay/domain';
import { CrosshairIcon, currentPosition, DeferredModal } from '@servicebay/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMapPosition, type MapPosition } from '../map-config';
import { PlaceSearch } from './place-search';

const AddressMap = lazy(async () => ({ default: (await import('./address-map')).AddressMap }));
const MAP_HEIGHT = { base: 280, sm: 380 };

type MapPointPickerProps = {
  opened: boolean;
  title: string;
  /** Where the pin starts: the point chosen before, else the customer's address, else the brand's default. */
  start: MapPosition | null;
  onPick: (point: TBookingLocation) => void;
  onClose: () => void;
};

/** The place's name for the workshop's driver: what the geocoder calls it, else the point itself. */
const nameOf = (place: TGeoPlace | null, position: MapPosition) =>
  place
    ? [place.label.split(',')[0], place.city].filter((part, index, all) => part && all.indexOf(part) === index).join(', ')
    : `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;

/**
 * A point on the map as a booking's pickup or drop place (customer spec section 4: 'select from
 * map'), for a place the customer has not saved: search, the device's location or a tap moves the
 * pin; OK hands back the point with the name the geocoder gives it.
 */
export function MapPointPicker({ opened, title, start, onPick, onClose }: MapPointPickerProps) {
  const { t } = useTranslation();
  const { countryCode } = useClientProfile();
  const [position, setPosition] = useState<MapPosition>(start ?? defaultMapPosition(countryCode));
  const [place, setPlace] = useState<TGeoPlace | null>(null);
  const [isLocating, setLocating] = useState(false);
  // A point is a place once the customer chose it, or the screen started from one; never the map's opening point untouched.
  const [isChosen, setChosen] = useState(start !== null);
  const [isRefused, setRefused] = useState(false);
  // Only the latest pin move may name the point; an older answer arriving late is dropped.
  const lookup = useRef(0);

  function moveTo(next: MapPosition, named: TGeoPlace | null = null) {
    setPosition(next);
    setRefused(false);
    setPlace(named);
    const id = ++lookup.current;
    if (named) return;
    reverseGeocode(next.latitude, next.longitude)
      .then((found) => {
        if (id === lookup.current) setPlace(found);
      })
      .catch(() => undefined); // the point is named by its coordinates instead
  }

  // Each opening starts from the place the screen names, not from where the pin was left.
  useEffect(() => {
    if (!opened) return;
    moveTo(start ?? defaultMapPosition(countryCode));
    setChosen(start !== null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [opened]);

  /** A place the customer put the pin on: a search result, their location, a tap or a drag. */
  function choose(next: MapPosition, named: TGeoPlace | null = null) {
    setChosen(true);
    moveTo(next, named);
  }

  function use() {
    if (!isChosen) return setRefused(true);
    onPick({ profileLocationName: nameOf(place, position), ...position });
  }

  function locateDevice() {
    setLocating(true);
    currentPosition()
      .then((found) => choose(found))
      .catch((reason: unknown) =>
        notifications.show({ color: 'yellow', message: reason === 'denied' ? t('addresses.form.locationDenied') : t('addresses.form.locationUnavailable') }),
      )
      .finally(() => setLocating(false));
  }

  return (
    <DeferredModal opened={opened} onClose={onClose} title={title} size="lg" radius="lg" centered>
      <Stack gap="sm">
        <PlaceSearch onPick={(found) => choose({ latitude: Number(found.latitude), longitude: Number(found.longitude) }, found)} />
        <Suspense fallback={<Box h={MAP_HEIGHT} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }} />}>
          <AddressMap position={position} onMove={(next) => choose(next)} height={MAP_HEIGHT} />
        </Suspense>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c={isRefused ? 'red.8' : 'dimmed'} lineClamp={3} role={isRefused ? 'alert' : undefined}>
            {isRefused ? t('addresses.rules.placeNotChosen') : nameOf(place, position)}
          </Text>
          <Button variant="light" size="xs" leftSection={<CrosshairIcon size={16} />} onClick={locateDevice} loading={isLocating} style={{ flexShrink: 0 }}>
            {t('addresses.form.useMyLocation')}
          </Button>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button radius="xl" onClick={use}>
            {t('addresses.mapPoint.use')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}

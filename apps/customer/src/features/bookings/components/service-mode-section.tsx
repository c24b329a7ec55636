import { Alert, Button, Checkbox, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import type { TAddress, TBookingLocation, TBookingMode } from '@servicebay/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { locationOf, PlaceChoice, type TPlaceChoice } from './place-choice';

/** What the screen's route hands the map picker (the addresses feature draws it). */
export type MapPickerRequest = {
  opened: boolean;
  title: string;
  start: { latitude: number; longitude: number } | null;
  onPick: (location: TBookingLocation) => void;
  onClose: () => void;
};

export type ServiceModeChoice = { mode: TBookingMode; pickup: TPlaceChoice | null; isDropSame: boolean; drop: TPlaceChoice | null };

type ServiceModeSectionProps = {
  modes: readonly TBookingMode[];
  addresses: readonly TAddress[];
  value: ServiceModeChoice;
  onChange: (value: ServiceModeChoice) => void;
  renderMapPicker: (request: MapPickerRequest) => ReactNode;
};

/**
 * The service mode and its places (customer spec section 4): pickup and drop (the drop the same
 * place unless the customer says otherwise) or the customer's own visit, only the modes the brand
 * enables; each place a saved address or a point on the map.
 */
export function ServiceModeSection({ modes, addresses, value, onChange, renderMapPicker }: ServiceModeSectionProps) {
  const { t, i18n } = useTranslation();
  const brand = useClientProfile();
  const [mapFor, setMapFor] = useState<'pickup' | 'drop' | null>(null);
  const { mode } = value;
  // The brand's own wording is written in English: other languages read the catalogue's.
  const brandHint = i18n.language === 'en' ? (mode === 'pickup' ? brand.pickUpText : brand.dropText) : '';
  const change = (patch: Partial<ServiceModeChoice>) => onChange({ ...value, ...patch });
  const mapStart = locationOf(mapFor === 'drop' ? value.drop : value.pickup, addresses);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="confirm-mode-title">
      <Title order={2} size="h5" mb="sm" id="confirm-mode-title">
        {t('bookings.confirm.mode')}
      </Title>
      {modes.length > 1 ? (
        <SegmentedControl
          fullWidth
          radius="xl"
          value={mode}
          onChange={(picked) => change({ mode: picked as TBookingMode })}
          data={modes.map((option) => ({ value: option, label: t(`bookings.confirm.modes.${option}`) }))}
          aria-label={t('bookings.confirm.mode')}
          // Long mode names wrap on a small phone rather than being cut off.
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
        />
      ) : (
        <Text fw={500}>{t(`bookings.confirm.modes.${mode}`)}</Text>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        {brandHint || t(`bookings.confirm.modeHints.${mode}`)}
      </Text>
      <Stack gap="sm" mt="md">
        {addresses.length === 0 ? (
          <Alert color="yellow" title={t('bookings.confirm.noAddress')}>
            <Button component={Link} to={paths.addAddress} variant="light" size="xs" mt="xs">
              {t('bookings.confirm.addAddress')}
            </Button>
          </Alert>
        ) : null}
        <PlaceChoice
          label={mode === 'pickup' ? t('bookings.confirm.pickupAt') : t('bookings.confirm.yourPlace')}
          addresses={addresses}
          value={value.pickup}
          onChange={(pickup) => change({ pickup })}
          onChooseOnMap={() => setMapFor('pickup')}
        />
        {mode === 'pickup' ? (
          <>
            <Checkbox
              label={t('bookings.confirm.sameAsPickup')}
              checked={value.isDropSame}
              onChange={(event) => change({ isDropSame: event.currentTarget.checked })}
            />
            {value.isDropSame ? null : (
              <PlaceChoice
                label={t('bookings.confirm.dropAt')}
                addresses={addresses}
                value={value.drop}
                onChange={(drop) => change({ drop })}
                onChooseOnMap={() => setMapFor('drop')}
              />
            )}
          </>
        ) : null}
      </Stack>
      {renderMapPicker({
        opened: mapFor !== null,
        title: t(`bookings.confirm.mapTitles.${mapFor === 'drop' ? 'drop' : mode === 'pickup' ? 'pickup' : 'own'}`),
        start: mapStart,
        onPick: (location) => {
          change(mapFor === 'drop' ? { drop: { kind: 'point', location } } : { pickup: { kind: 'point', location } });
          setMapFor(null);
        },
        onClose: () => setMapFor(null),
      })}
    </Paper>
  );
}

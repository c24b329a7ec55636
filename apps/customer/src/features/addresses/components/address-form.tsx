import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fieldIssueOf, reverseGeocode, useAddAddress, useClientProfile, useUpdateAddress } from '@servicebay/api-client';
import { ADDRESS_LIMITS, POSTAL_CODE_RULES, type TAddress, type TGeoPlace } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { CrosshairIcon, currentPosition, useDomainForm } from '@servicebay/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { addressFieldOf, addressRules, addressValuesOf, emptyAddressValues, withPlace } from '../address-form-values';
import { defaultMapPosition, type MapPosition } from '../map-config';
import { AddressTypeChips } from './address-type-chips';
import { PlaceSearch } from './place-search';

// Leaflet is the heaviest part of the app: it loads with the map, not with every screen that lists addresses.
const AddressMap = lazy(async () => ({ default: (await import('./address-map')).AddressMap }));
const MAP_HEIGHT = { base: 260, sm: 360 };

/** Customer spec section 9: after 'Address saved' the screen closes 1 s later. */
const SAVED_DELAY_MS = 1000;
type TextField = 'addressline1' | 'landmark' | 'city' | 'postalCode';

type AddressFormProps = {
  /** The address being edited; none to add one. */
  address?: TAddress;
  /** The customer's other addresses, for the one-Home-one-Work rule. */
  otherAddresses: TAddress[];
  onSaved: () => void;
};

/** Add or edit an address: map pin, place search, device location and the address fields. */
export function AddressForm({ address, otherAddresses, onSaved }: AddressFormProps) {
  const { t } = useTranslation();
  const { countryCode } = useClientProfile();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const form = useDomainForm({
    initialValues: address ? addressValuesOf(address) : emptyAddressValues(defaultMapPosition(countryCode)),
    issueText: useIssueText(),
    ...addressRules({ countryCode, otherAddresses }),
  });
  // Pin moves and geocoder answers update the latest values, not those of the render that started them.
  const { values, errors, setValues, getValues, clearFieldError } = form;
  const [isLocating, setLocating] = useState(false);
  const [isSaved, setSaved] = useState(false);
  // Only the latest pin move may fill the fields; an older answer arriving late is dropped.
  const lookup = useRef(0);
  const postal = POSTAL_CODE_RULES[countryCode];

  const fillFrom = useCallback(
    (place: Pick<TGeoPlace, 'city' | 'state' | 'postalCode'>) => {
      setValues(withPlace(getValues(), place));
      for (const field of ['city', 'state', 'postalCode', 'location']) clearFieldError(field);
    },
    [setValues, getValues, clearFieldError],
  );

  const movePin = useCallback(
    (position: MapPosition) => {
      setValues(position);
      const id = ++lookup.current;
      reverseGeocode(position.latitude, position.longitude)
        .then((place) => {
          if (place && id === lookup.current) fillFrom(place);
        })
        .catch((error: unknown) => notifyApiError(error));
    },
    [fillFrom, setValues],
  );

  // A new address starts on the map's default point: its city and state are filled from there, so
  // a customer who only fine-tunes the pin still gets the read-only state.
  const initialPosition = useRef<MapPosition | null>(address ? null : values);
  useEffect(() => {
    const start = initialPosition.current;
    initialPosition.current = null; // once, however often the effect runs
    if (start) movePin(start);
  }, [movePin]);

  /** A place the customer put the pin on (a tap, a drag, their device's location): the address may be saved there. */
  const choosePlace = useCallback(
    (position: MapPosition) => {
      setValues({ isPlaceChosen: true });
      clearFieldError('location');
      movePin(position);
    },
    [setValues, clearFieldError, movePin],
  );

  function pickPlace(place: TGeoPlace) {
    lookup.current += 1;
    setValues(withPlace({ ...getValues(), latitude: Number(place.latitude), longitude: Number(place.longitude), isPlaceChosen: true }, place));
    fillFrom(place);
  }

  function locateDevice() {
    setLocating(true);
    currentPosition()
      .then(choosePlace)
      .catch((reason: unknown) =>
        notifications.show({
          color: 'yellow',
          message: reason === 'denied' ? t('addresses.form.locationDenied') : t('addresses.form.locationUnavailable'),
        }),
      )
      .finally(() => setLocating(false));
  }

  const submit = form.submit((fields) => {
    const options = {
      onSuccess: () => {
        setSaved(true);
        notifySuccess(t('addresses.form.saved'));
        setTimeout(onSaved, SAVED_DELAY_MS);
      },
      onError: (error: Error) => {
        const atField = fieldIssueOf(error, addressFieldOf);
        if (atField) form.showIssue(atField.field, atField.issue);
        else notifyApiError(error);
      },
    };
    if (address) update.mutate({ addressId: address.did, address: fields }, options);
    else add.mutate(fields, options);
  });

  const textInput = (field: TextField, label: string, maxLength: number, extra: object = {}) => (
    <TextInput label={label} {...form.getInputProps(field)} maxLength={maxLength} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <PlaceSearch onPick={pickPlace} />
          <Suspense fallback={<Box h={MAP_HEIGHT} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }} />}>
            <AddressMap position={values} onMove={choosePlace} height={MAP_HEIGHT} />
          </Suspense>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c={errors.location ? 'red' : 'dimmed'}>
              {errors.location ?? t('addresses.form.pinHint')}
            </Text>
            <Button variant="light" size="xs" leftSection={<CrosshairIcon size={16} />} onClick={locateDevice} loading={isLocating}>
              {t('addresses.form.useMyLocation')}
            </Button>
          </Group>
        </Stack>
        <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder>
          <Stack gap="md">
            <AddressTypeChips value={values.addressType} onChange={(type) => form.setFieldValue('addressType', type)} error={errors.addressType} />
            {textInput('addressline1', t('addresses.form.house'), ADDRESS_LIMITS.house, { required: true, autoComplete: 'address-line1' })}
            {textInput('landmark', t('addresses.form.landmark'), ADDRESS_LIMITS.landmark, { required: true })}
            <SimpleGrid cols={2} spacing="sm">
              {textInput('city', t('addresses.form.city'), ADDRESS_LIMITS.city, { required: true, autoComplete: 'address-level2' })}
              <TextInput label={t('addresses.form.state')} value={values.state} readOnly error={errors.state} required variant="filled" />
            </SimpleGrid>
            {textInput('postalCode', postal.required ? t('addresses.form.pincode') : t('addresses.form.postalCode'), 6, {
              required: postal.required,
              inputMode: 'numeric',
              autoComplete: 'postal-code',
            })}
            <Button type="submit" loading={add.isPending || update.isPending} disabled={isSaved} fullWidth>
              {t('addresses.form.save')}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </form>
  );
}

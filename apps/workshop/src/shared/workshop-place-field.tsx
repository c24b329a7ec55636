import { Button, Combobox, Group, Input, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useWorkshopPlaceSearch } from '@servicebay/api-client';
import type { TGeoPlace } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { CrosshairIcon, currentPosition, MapPinIcon, SearchIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from './notify';

/** The workshop's point on the map: from the place search or the device's location. */
export type WorkshopPlace = { latitude: number; longitude: number; label: string };

const SEARCH_DEBOUNCE_MS = 350;
const MIN_QUERY_LENGTH = 2;

type WorkshopPlaceFieldProps = {
  value: WorkshopPlace | null;
  onChange: (place: WorkshopPlace) => void;
  /** A place picked from the search names its city too. */
  onCity: (city: string) => void;
  error?: string;
};

/** Where the workshop is: an area found by the place search, or the device's own location (sign-up and the workshop's settings). */
export function WorkshopPlaceField({ value, onChange, onCity, error }: WorkshopPlaceFieldProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useWorkshopPlaceSearch(debouncedQuery, language, MIN_QUERY_LENGTH);
  const [isLocating, setLocating] = useState(false);
  const places = search.data ?? [];
  const hasQuery = debouncedQuery.trim().length >= MIN_QUERY_LENGTH;
  const isWaiting = query.trim() !== debouncedQuery.trim() || search.isFetching;

  function pick(index: string) {
    const place: TGeoPlace | undefined = places[Number(index)];
    if (!place) return;
    setQuery(place.label);
    combobox.closeDropdown();
    onChange({ latitude: Number(place.latitude), longitude: Number(place.longitude), label: place.label });
    if (place.city) onCity(place.city);
  }

  function locate() {
    setLocating(true);
    currentPosition()
      .then((position) => onChange({ ...position, label: t('workshop.signUp.currentLocation') }))
      .catch((reason: unknown) => notifyWarning(reason === 'denied' ? t('workshop.signUp.locationDenied') : t('workshop.signUp.locationUnavailable')))
      .finally(() => setLocating(false));
  }

  return (
    <Input.Wrapper label={t('workshop.signUp.place')} description={t('workshop.signUp.placeHint')} error={error} withAsterisk>
      <Stack gap="xs" mt={6}>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
            <Combobox.Target>
              <TextInput
                aria-label={t('workshop.signUp.placeSearch')}
                placeholder={t('workshop.signUp.placeSearchPlaceholder')}
                value={query}
                leftSection={<SearchIcon size={18} />}
                rightSection={isWaiting && hasQuery ? <Loader size={16} aria-label={t('workshop.signUp.searching')} /> : null}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                autoComplete="off"
                style={{ flex: '1 1 16rem' }}
              />
            </Combobox.Target>
            <Combobox.Dropdown hidden={!hasQuery}>
              <Combobox.Options aria-label={t('workshop.signUp.placeSearch')}>
                {places.map((place, index) => (
                  <Combobox.Option value={String(index)} key={`${place.latitude},${place.longitude},${place.label}`}>
                    {place.label}
                  </Combobox.Option>
                ))}
                {search.isError ? (
                  <Combobox.Empty>{t('workshop.signUp.searchUnavailable')}</Combobox.Empty>
                ) : places.length === 0 && !isWaiting ? (
                  <Combobox.Empty>{t('workshop.signUp.noResults')}</Combobox.Empty>
                ) : null}
              </Combobox.Options>
            </Combobox.Dropdown>
          </Combobox>
          <Button variant="light" leftSection={<CrosshairIcon size={16} />} onClick={locate} loading={isLocating}>
            {t('workshop.signUp.useMyLocation')}
          </Button>
        </Group>
        {value ? (
          <Group gap={6} wrap="nowrap" c="teal.9" role="status">
            <MapPinIcon size={16} />
            <Text size="sm">
              {t('workshop.signUp.placeChosen', { place: value.label })}{' '}
              <Text span size="xs" c="dimmed" dir="ltr">
                ({value.latitude.toFixed(5)}, {value.longitude.toFixed(5)})
              </Text>
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

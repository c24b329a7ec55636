import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePlaceSearch } from '@servicebay/api-client';
import type { TGeoPlace } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { SearchIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Customer spec section 9: the location search waits 350 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 350;
const MIN_QUERY_LENGTH = 2;

/** Searches places in the brand's country; picking one moves the pin there. */
export function PlaceSearch({ onPick }: { onPick: (place: TGeoPlace) => void }) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { language } = useLocale();
  const search = usePlaceSearch(debouncedQuery, language, MIN_QUERY_LENGTH);
  const places = search.data ?? [];
  const isWaiting = query.trim() !== debouncedQuery.trim() || search.isFetching;
  const hasQuery = debouncedQuery.trim().length >= MIN_QUERY_LENGTH;

  function pick(index: string) {
    const place = places[Number(index)];
    if (!place) return;
    setQuery(place.label);
    combobox.closeDropdown();
    onPick(place);
  }

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={t('addresses.form.search')}
          placeholder={t('addresses.form.searchPlaceholder')}
          value={query}
          leftSection={<SearchIcon size={18} />}
          rightSection={isWaiting && hasQuery ? <Loader size={16} aria-label={t('addresses.form.searching')} /> : null}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!hasQuery}>
        <Combobox.Options aria-label={t('addresses.form.search')}>
          {places.map((place, index) => (
            <Combobox.Option value={String(index)} key={`${place.latitude},${place.longitude},${place.label}`}>
              {place.label}
            </Combobox.Option>
          ))}
          {places.length === 0 && !isWaiting ? <Combobox.Empty>{t('addresses.form.noResults')}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

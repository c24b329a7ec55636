import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useParts } from '@servicebay/api-client';
import type { TPart } from '@servicebay/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { PART_SEARCH_DEBOUNCE_MS } from '../parts-query';

type PartPickerProps = {
  workshopId: string;
  label: string;
  description?: string;
  value: string;
  onChange: (partId: string) => void;
  /** The part chosen, with its stock here, for a form that shows it beside the line. */
  onPicked?: (part: TPart) => void;
  error?: string;
  /** What the search starts with: the job card line's part number, say. */
  initialSearch?: string;
};

/** A part chosen from the parts master, searched by the server as typed (or scanned), each with its stock here. */
export function PartPicker({ workshopId, label, description, value, onChange, onPicked, error, initialSearch = '' }: PartPickerProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search, PART_SEARCH_DEBOUNCE_MS);
  const parts = useParts(workshopId, { ...(debounced.trim() ? { search: debounced.trim() } : {}), page: 1, pageSize: 20 });
  const options = (parts.data?.items ?? []).map((part) => ({
    value: part.partId,
    label: `${part.partNumber} · ${part.name} (${t('workshop.stock.parts.onHandOf', { quantity: formats.number(part.stock.onHand) })})`,
  }));
  return (
    <Select
      label={label}
      description={description}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      nothingFoundMessage={t('workshop.stock.parts.none')}
      value={value || null}
      onChange={(partId) => {
        onChange(partId ?? '');
        const part = parts.data?.items.find((each) => each.partId === partId);
        if (part) onPicked?.(part);
      }}
      error={error}
    />
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { REGISTER_SEARCH_MAX } from '@servicebay/domain';
import { SearchIcon } from '@servicebay/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../shared/day-range-input';
import { SEARCH_WAIT_MS, type RegisterShown } from '../register-query';

type RegisterFiltersProps = {
  shown: RegisterShown;
  /** The period a register opens on: offered back when another is shown. */
  thisMonth: { from: string; to: string };
  onChange: (change: Partial<RegisterShown>) => void;
  /** The register's own controls (the kind of invoice) and its export, after the period and the search. */
  children?: ReactNode;
};

/** A register's period (this month unless changed; a register always has one) and its search, asked once typing pauses. */
export function RegisterFilters({ shown, thisMonth, onChange, children }: RegisterFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(shown.q);
  const search = useDebouncedCallback((q: string) => onChange({ q: q.trim() }), SEARCH_WAIT_MS);
  // Back or a link change the address: the box follows it.
  useEffect(() => setText(shown.q), [shown.q]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DayRangeInput
        label={t('workshop.registers.period')}
        from={shown.from}
        to={shown.to}
        onChange={({ from, to }) => {
          if (from && to) onChange({ from, to });
        }}
        width={{ base: '100%', sm: 250 }}
      />
      {shown.from !== thisMonth.from || shown.to !== thisMonth.to ? (
        <Button variant="subtle" onClick={() => onChange(thisMonth)}>
          {t('workshop.registers.thisMonth')}
        </Button>
      ) : null}
      <TextInput
        aria-label={t('workshop.registers.search')}
        placeholder={t('workshop.registers.searchPlaceholder')}
        leftSection={<SearchIcon size={18} />}
        value={text}
        maxLength={REGISTER_SEARCH_MAX}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 280 }}
      />
      {children}
    </Group>
  );
}

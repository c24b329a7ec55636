import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SearchIcon } from '@servicebay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../shared/day-range-input';
import type { TeamMember } from '../../../shared/team';
import type { BoardFilters } from '../board-query';

type BoardFiltersBarProps = {
  filters: BoardFilters;
  advisors: readonly TeamMember[];
  onChange: (change: Partial<BoardFilters>) => void;
};

const SEARCH_WAIT_MS = 350;

/** Search (card number, name, plate, mobile or booking code, asked once typing pauses), the advisor, and the days the cards were opened. */
export function BoardFiltersBar({ filters, advisors, onChange }: BoardFiltersBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.q);
  const search = useDebouncedCallback((q: string) => onChange({ q: q.trim() }), SEARCH_WAIT_MS);
  // Back, a link or Clear filters change the address: the box follows it.
  useEffect(() => setText(filters.q), [filters.q]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t('workshop.board.search')}
        placeholder={t('workshop.board.searchPlaceholder')}
        leftSection={<SearchIcon size={18} />}
        value={text}
        maxLength={20}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 300, xl: 340 }}
      />
      <Select
        aria-label={t('workshop.board.advisor')}
        placeholder={t('workshop.board.anyAdvisor')}
        data={advisors.map((advisor) => ({ value: advisor.staffId, label: advisor.name }))}
        value={filters.advisorId}
        onChange={(advisorId) => onChange({ advisorId })}
        clearable
        clearButtonProps={{ 'aria-label': t('workshop.board.anyAdvisor') }}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', sm: 180, xl: 200 }}
      />
      <DayRangeInput
        label={t('workshop.board.openedBetween')}
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        clearLabel={t('workshop.board.anyDay')}
        width={{ base: '100%', sm: 230, xl: 260 }}
      />
    </Group>
  );
}

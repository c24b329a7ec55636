import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLocale } from '@servicebay/i18n';
import { SearchIcon } from '@servicebay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { language } = useLocale();
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
      <DatesProvider settings={{ locale: language }}>
        <DatePickerInput
          type="range"
          aria-label={t('workshop.board.openedBetween')}
          placeholder={t('workshop.board.openedBetween')}
          value={[filters.from, filters.to]}
          onChange={([from, to]) => {
            if ((from && to) || (!from && !to)) onChange({ from, to });
          }}
          allowSingleDateInRange
          clearable
          clearButtonProps={{ 'aria-label': t('workshop.board.anyDay') }}
          valueFormat="DD MMM YYYY"
          popoverProps={{ withinPortal: true }}
          w={{ base: '100%', sm: 230, xl: 260 }}
          ariaLabels={{
            previousMonth: t('workshop.board.calendar.previousMonth'),
            nextMonth: t('workshop.board.calendar.nextMonth'),
            previousYear: t('workshop.board.calendar.previousYear'),
            nextYear: t('workshop.board.calendar.nextYear'),
            monthLevelControl: t('workshop.board.calendar.monthLevel'),
            yearLevelControl: t('workshop.board.calendar.yearLevel'),
          }}
        />
      </DatesProvider>
    </Group>
  );
}

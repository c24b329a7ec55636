import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { useLocale } from '@servicebay/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const VALUE_FORMAT = 'DD MMM YYYY';
const SEPARATOR = '–';

type DayRangeInputProps = {
  /** The field's accessible name, and its placeholder. */
  label: string;
  from: string | null;
  to: string | null;
  /** Told only of a whole range (or none, when cleared): half a range is not a filter. */
  onChange: (range: { from: string | null; to: string | null }) => void;
  /** The clear button's name; without it the range cannot be cleared. */
  clearLabel?: string;
  width: Record<string, number | string>;
};

/** A range of days ('YYYY-MM-DD') picked on a calendar in the reader's language: the board's days, a register's period. */
export function DayRangeInput({ label, from, to, onChange, clearLabel, width }: DayRangeInputProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  // Half a range is held here while the second day is picked: the calendar needs it as its value.
  const [picking, setPicking] = useState<[string | null, string | null]>([from, to]);
  useEffect(() => setPicking([from, to]), [from, to]);
  // The picker shows the range as its text; its name says what the range is and then that text (WCAG 2.5.3).
  const shown = from && to ? ` ${[from, to].map((day) => dayjs(day).locale(language).format(VALUE_FORMAT)).join(` ${SEPARATOR} `)}` : '';
  return (
    <DatesProvider settings={{ locale: language }}>
      <DatePickerInput
        type="range"
        aria-label={`${label}${shown}`}
        placeholder={label}
        value={picking}
        onChange={([start, end]) => {
          setPicking([start, end]);
          if ((start && end) || (!start && !end)) onChange({ from: start, to: end });
        }}
        allowSingleDateInRange
        clearable={clearLabel !== undefined}
        clearButtonProps={clearLabel ? { 'aria-label': clearLabel } : undefined}
        valueFormat={VALUE_FORMAT}
        labelSeparator={SEPARATOR}
        popoverProps={{ withinPortal: true }}
        w={width}
        ariaLabels={{
          previousMonth: t('workshop.calendar.previousMonth'),
          nextMonth: t('workshop.calendar.nextMonth'),
          previousYear: t('workshop.calendar.previousYear'),
          nextYear: t('workshop.calendar.nextYear'),
          monthLevelControl: t('workshop.calendar.monthLevel'),
          yearLevelControl: t('workshop.calendar.yearLevel'),
        }}
      />
    </DatesProvider>
  );
}

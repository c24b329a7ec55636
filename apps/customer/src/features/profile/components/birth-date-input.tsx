import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useLocale } from '@servicebay/i18n';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type BirthDateInputProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/**
 * Date of birth: the calendar opens on decades (a birth year is far back) and stops at today,
 * since a birth date is never in the future. Shown as DD MMM YYYY (spec section 9).
 */
export function BirthDateInput({ value, onChange, error }: BirthDateInputProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <DatesProvider settings={{ locale: language }}>
      <DatePickerInput
        label={t('profile.personalDetails.dateOfBirth')}
        placeholder={t('profile.personalDetails.dateOfBirthPlaceholder')}
        value={value}
        onChange={onChange}
        maxDate={dayjs().format('YYYY-MM-DD')}
        defaultLevel="decade"
        valueFormat="DD MMM YYYY"
        clearable
        error={error}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          previousDecade: t('profile.personalDetails.calendar.previousDecade'),
          nextDecade: t('profile.personalDetails.calendar.nextDecade'),
          previousYear: t('profile.personalDetails.calendar.previousYear'),
          nextYear: t('profile.personalDetails.calendar.nextYear'),
          previousMonth: t('profile.personalDetails.calendar.previousMonth'),
          nextMonth: t('profile.personalDetails.calendar.nextMonth'),
          yearLevelControl: t('profile.personalDetails.calendar.yearLevel'),
          monthLevelControl: t('profile.personalDetails.calendar.monthLevel'),
        }}
      />
    </DatesProvider>
  );
}

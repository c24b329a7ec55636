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
        label={t('account.personalDetails.dateOfBirth')}
        placeholder={t('account.personalDetails.dateOfBirthPlaceholder')}
        value={value}
        onChange={onChange}
        maxDate={dayjs().format('YYYY-MM-DD')}
        defaultLevel="decade"
        valueFormat="DD MMM YYYY"
        clearable
        error={error}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          previousDecade: t('account.personalDetails.calendar.previousDecade'),
          nextDecade: t('account.personalDetails.calendar.nextDecade'),
          previousYear: t('account.personalDetails.calendar.previousYear'),
          nextYear: t('account.personalDetails.calendar.nextYear'),
          previousMonth: t('account.personalDetails.calendar.previousMonth'),
          nextMonth: t('account.personalDetails.calendar.nextMonth'),
          yearLevelControl: t('account.personalDetails.calendar.yearLevel'),
          monthLevelControl: t('account.personalDetails.calendar.monthLevel'),
        }}
      />
    </DatesProvider>
  );
}

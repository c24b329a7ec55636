import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { latestAdultBirthDate } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { useTranslation } from 'react-i18next';

type BirthDateInputProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/**
 * Date of birth: the calendar opens on decades (a birth year is far back), on the decade of the
 * latest date an adult can be born on, and offers nothing later: the spec's minimum age (18) is
 * a choice the picker never offers, rather than an error after saving. Shown as DD MMM YYYY
 * (spec section 9).
 */
export function BirthDateInput({ value, onChange, error }: BirthDateInputProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const latest = latestAdultBirthDate(new Date());
  return (
    <DatesProvider settings={{ locale: language }}>
      <DatePickerInput
        hideOutsideDates
        label={t('profile.personalDetails.dateOfBirth')}
        placeholder={t('profile.personalDetails.dateOfBirthPlaceholder')}
        value={value}
        onChange={onChange}
        maxDate={latest}
        defaultDate={latest}
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

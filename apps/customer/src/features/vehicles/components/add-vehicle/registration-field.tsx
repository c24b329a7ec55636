import { Checkbox, Stack, TextInput } from '@mantine/core';
import { TEMPORARY_PLATE_EXAMPLE } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

type RegistrationFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The brand's example plate, shown as a watermark. */
  placeholder: string;
  /** The brand allows temporary numbers: the checkbox shows and the label reads 'T/R Number'. */
  allowsTempNumber: boolean;
  isTempNumber: boolean;
  onTempNumberChange: (isTemp: boolean) => void;
  error?: string;
};

/** The registration number, checked against the brand's plate rule (or the temporary format). */
export function RegistrationField({ value, onChange, placeholder, allowsTempNumber, isTempNumber, onTempNumberChange, error }: RegistrationFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TextInput
        label={allowsTempNumber ? t('garage.addVehicle.temporaryRegistration') : t('garage.addVehicle.registration')}
        placeholder={isTempNumber ? TEMPORARY_PLATE_EXAMPLE : placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        description={isTempNumber ? t('garage.addVehicle.temporaryHint') : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
      />
      {allowsTempNumber && (
        <Checkbox label={t('garage.addVehicle.isTemporary')} checked={isTempNumber} onChange={(event) => onTempNumberChange(event.currentTarget.checked)} />
      )}
    </Stack>
  );
}

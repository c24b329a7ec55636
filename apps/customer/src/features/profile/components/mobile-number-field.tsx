import { Button, Stack, TextInput } from '@mantine/core';
import { PhoneIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

type MobileNumberFieldProps = { phoneNumber: string | null; error?: string };

/**
 * The mobile number is never typed here: it is read-only once set, and a customer without one
 * (a guest) adds it by verifying it with a one-time password, which keeps the same account.
 */
export function MobileNumberField({ phoneNumber, error }: MobileNumberFieldProps) {
  const { t } = useTranslation();
  if (phoneNumber) {
    return (
      <TextInput
        label={t('profile.personalDetails.mobile')}
        value={phoneNumber}
        readOnly
        variant="filled"
        description={t('profile.personalDetails.lockedHint')}
        dir="ltr"
      />
    );
  }
  return (
    <Stack gap={6}>
      <TextInput label={t('profile.personalDetails.mobile')} value="" readOnly variant="filled" error={error} required />
      <Button component={Link} to={paths.login} variant="light" size="xs" leftSection={<PhoneIcon size={16} />} style={{ alignSelf: 'flex-start' }}>
        {t('profile.personalDetails.verifyMobile')}
      </Button>
    </Stack>
  );
}

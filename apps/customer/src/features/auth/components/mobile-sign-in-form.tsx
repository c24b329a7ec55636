import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { ApiError, useClientProfile } from '@servicebay/api-client';
import { checkMobileNumber } from '@servicebay/domain';
import { MobileNumberInput } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText, notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { useRequestCode } from '../hooks/use-request-code';

type MobileSignInFormProps = {
  /** 'getStarted' (/otp-verify) adds a note that a one-time password will be sent. */
  variant: 'login' | 'getStarted';
};

/** Mobile number, terms and Continue: sends the code and opens the OTP screen. */
export function MobileSignInForm({ variant }: MobileSignInFormProps) {
  const { t } = useTranslation();
  const brand = useClientProfile();
  const navigate = useNavigate();
  const { requestCode, isRequesting } = useRequestCode();
  const [digits, setDigits] = useState('');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [numberError, setNumberError] = useState<string | null>(null);
  const mustAcceptTerms = brand.isTermsAndCondition && !hasAcceptedTerms;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkMobileNumber(brand.countryCode, digits, brand.mobileDigitCount);
    if (!check.ok) {
      setNumberError(t('errors.auth/invalid-phone-number'));
      return;
    }
    try {
      const { pending } = await requestCode(brand.countryCode, check.nationalNumber);
      void navigate(paths.otp, { state: pending });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth/invalid-phone-number') setNumberError(apiErrorText(error));
      else notifyApiError(error);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <MobileNumberInput
          label={t('signIn.mobileLabel')}
          description={variant === 'getStarted' ? t('signIn.otpNote') : undefined}
          countryCode={brand.countryCode}
          digitCount={brand.mobileDigitCount}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setNumberError(null);
          }}
          error={numberError}
        />
        {brand.isTermsAndCondition && (
          <Checkbox label={t('signIn.acceptTerms')} checked={hasAcceptedTerms} onChange={(event) => setHasAcceptedTerms(event.currentTarget.checked)} />
        )}
        <Button type="submit" size="md" fullWidth disabled={mustAcceptTerms} loading={isRequesting}>
          {t('signIn.continue')}
        </Button>
        <Group gap="md" justify="center">
          {brand.termAndConditionLink && (
            <Anchor href={brand.termAndConditionLink} target="_blank" rel="noopener noreferrer" size="sm">
              {t('signIn.termsLink')}
            </Anchor>
          )}
          {brand.privacyPolicyLInk && (
            <Anchor href={brand.privacyPolicyLInk} target="_blank" rel="noopener noreferrer" size="sm">
              {t('signIn.privacyLink')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { ApiError, useClientProfile } from '@servicebay/api-client';
import { checkMobileNumber } from '@servicebay/domain';
import { MobileNumberInput } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorText, notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { returnPathIn, withReturnPath } from '../../../shared/return-path';
import { useRequestCode } from '../hooks/use-request-code';

type MobileSignInFormProps = {
  /** 'getStarted' (/otp-verify) adds a note that a one-time password will be sent. */
  variant: 'login' | 'getStarted';
};

/** Mobile number, terms and Continue: sends the code and opens the OTP screen. */
export function MobileSignInForm({ variant }: MobileSignInFormProps) {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const navigate = useNavigate();
  // Read when Continue is pressed, never rendered: the server renders this screen without the query.
  const { search } = useLocation();
  const { requestCode, isRequesting } = useRequestCode();
  const [digits, setDigits] = useState('');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [numberError, setNumberError] = useState<string | null>(null);
  const mustAcceptTerms = clientProfile.isTermsAndCondition && !hasAcceptedTerms;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkMobileNumber(clientProfile.countryCode, digits, clientProfile.mobileDigitCount);
    if (!check.ok) {
      setNumberError(t('errors.auth/invalid-phone-number'));
      return;
    }
    try {
      const { pending } = await requestCode(clientProfile.countryCode, check.nationalNumber);
      void navigate(withReturnPath(paths.otp, returnPathIn(search)), { state: pending });
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
          countryCode={clientProfile.countryCode}
          digitCount={clientProfile.mobileDigitCount}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setNumberError(null);
          }}
          error={numberError}
        />
        {clientProfile.isTermsAndCondition && (
          <Checkbox label={t('signIn.acceptTerms')} checked={hasAcceptedTerms} onChange={(event) => setHasAcceptedTerms(event.currentTarget.checked)} />
        )}
        <Button type="submit" size="md" fullWidth disabled={mustAcceptTerms} loading={isRequesting}>
          {t('signIn.continue')}
        </Button>
        <Group gap="md" justify="center">
          {clientProfile.termAndConditionLink && (
            <Anchor href={clientProfile.termAndConditionLink} target="_blank" rel="noopener noreferrer" size="sm">
              {t('signIn.termsLink')}
            </Anchor>
          )}
          {clientProfile.privacyPolicyLInk && (
            <Anchor href={clientProfile.privacyPolicyLInk} target="_blank" rel="noopener noreferrer" size="sm">
              {t('signIn.privacyLink')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}

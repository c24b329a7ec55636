import { Anchor, Button, Stack, Text } from '@mantine/core';
import { ApiError, useSendStaffSignInCode, useVerifyStaffSignInCode } from '@servicebay/api-client';
import { checkMobileNumber, ZOtp, type CountryCode } from '@servicebay/domain';
import { MobileNumberInput, OtpInput } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { useSecondsUntil } from '../hooks/use-seconds-until';

type Pending = { mobileNumber: string; maskedNumber: string; resendAt: number };
type CodeSignInProps = {
  countryCode: CountryCode;
  digitCount: number;
  onSignedIn: () => void;
  /** The screen names its step: the number, or the code sent to it. */
  onCodeSent: (isSent: boolean) => void;
};

/** Refusals that are about the number itself, shown under it. */
const NUMBER_REFUSALS = new Set(['staff/no-account-for-number', 'auth/invalid-phone-number', 'auth/country-not-served']);

/**
 * The one-time code way in (workshop spec section 5, 'Valid OTP required for login'): the mobile
 * number of the staff account, then the six digits texted to it, as the customer app's OTP screen.
 */
export function CodeSignIn({ countryCode, digitCount, onSignedIn, onCodeSent }: CodeSignInProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const changePending = (next: Pending | null) => {
    setPending(next);
    onCodeSent(next !== null);
  };
  return pending ? (
    <CodeStep countryCode={countryCode} pending={pending} onPendingChange={changePending} onChangeNumber={() => changePending(null)} onSignedIn={onSignedIn} />
  ) : (
    <NumberStep countryCode={countryCode} digitCount={digitCount} onSent={changePending} />
  );
}

function useRequestCode(countryCode: CountryCode) {
  const send = useSendStaffSignInCode();
  const request = async (mobileNumber: string): Promise<Pending> => {
    const sent = await send.mutateAsync({ countryCode, mobileNumber });
    return { mobileNumber, maskedNumber: sent.maskedNumber, resendAt: Date.now() + sent.resendAfterSeconds * 1000 };
  };
  return { request, isRequesting: send.isPending };
}

function NumberStep({ countryCode, digitCount, onSent }: { countryCode: CountryCode; digitCount: number; onSent: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const { request, isRequesting } = useRequestCode(countryCode);
  const [digits, setDigits] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkMobileNumber(countryCode, digits, digitCount);
    if (!check.ok) {
      setNumberError(t('workshopRecords.field.mobileInvalid'));
      return;
    }
    try {
      onSent(await request(check.nationalNumber));
    } catch (error) {
      if (error instanceof ApiError && NUMBER_REFUSALS.has(error.code)) setNumberError(apiErrorText(error));
      else notifyApiError(error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <MobileNumberInput
          label={t('workshop.code.mobile')}
          countryCode={countryCode}
          digitCount={digitCount}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setNumberError(null);
          }}
          error={numberError}
          autoFocus
        />
        <Button type="submit" size="md" fullWidth loading={isRequesting}>
          {t('workshop.code.send')}
        </Button>
      </Stack>
    </form>
  );
}

type CodeStepProps = {
  countryCode: CountryCode;
  pending: Pending;
  onPendingChange: (pending: Pending) => void;
  onChangeNumber: () => void;
  onSignedIn: () => void;
};

function CodeStep({ countryCode, pending, onPendingChange, onChangeNumber, onSignedIn }: CodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyStaffSignInCode();
  const { request, isRequesting } = useRequestCode(countryCode);
  const secondsLeft = useSecondsUntil(pending.resendAt);
  const [code, setCode] = useState('');
  const [errorText, setErrorText] = useState<string | null>(null);
  // A new attempt (after a wrong code or a resend) remounts the boxes: empty, focus on the first.
  const [attempt, setAttempt] = useState(0);
  const startOver = () => {
    setCode('');
    setAttempt((count) => count + 1);
  };

  function submit(otp: string) {
    if (verify.isPending) return;
    if (!ZOtp.safeParse(otp).success) {
      setErrorText(t('workshop.code.incomplete'));
      return;
    }
    verify.mutate(
      { countryCode, mobileNumber: pending.mobileNumber, otp },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          setErrorText(apiErrorText(error));
          startOver();
        },
      },
    );
  }

  async function resend() {
    try {
      onPendingChange(await request(pending.mobileNumber));
      startOver();
      setErrorText(null);
      notifySuccess(t('workshop.code.resent'));
    } catch (error) {
      notifyApiError(error);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">{t('workshop.code.sentTo', { number: `\u2066${pending.maskedNumber}\u2069` })}</Text>
        <Stack gap={6} align="center">
          <OtpInput
            key={attempt}
            label={t('workshop.code.codeLabel')}
            digitLabel={(position, total) => t('workshop.code.digitLabel', { position, total })}
            value={code}
            onChange={(next) => {
              setCode(next);
              setErrorText(null);
            }}
            onComplete={submit}
            hasError={errorText !== null}
            disabled={verify.isPending}
            autoFocus
          />
          {errorText ? (
            <Text c="red" size="sm" role="alert">
              {errorText}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('workshop.code.verify')}
        </Button>
        <Stack gap={4} align="center">
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed">
              {t('workshop.code.resendIn', { seconds: secondsLeft })}
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={isRequesting}>
              {t('workshop.code.resend')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            {t('workshop.code.changeNumber')}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}

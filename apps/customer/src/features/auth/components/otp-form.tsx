import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useVerifyOtp } from '@servicebay/api-client';
import { portalEntryPath, ZOtp } from '@servicebay/domain';
import { OtpInput } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { destinationAfterSignIn, returnPathIn, withReturnPath } from '../../../shared/return-path';
import { useRequestCode } from '../hooks/use-request-code';
import type { PendingSignIn } from '../pending-sign-in';
import { ResendCode } from './resend-code';

type OtpFormProps = {
  pending: PendingSignIn;
  /** A resend changes the wait; the route keeps it in the router's state. */
  onPendingChange: (pending: PendingSignIn) => void;
};

/** Six boxes that submit themselves on the sixth digit, the resend countdown and Submit. */
export function OtpForm({ pending, onPendingChange }: OtpFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnPath = returnPathIn(useLocation().search);
  const verify = useVerifyOtp();
  const { requestCode, isRequesting } = useRequestCode();
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
      setErrorText(t('otp.incomplete'));
      return;
    }
    verify.mutate(
      { countryCode: pending.countryCode, mobileNumber: pending.mobileNumber, otp },
      {
        onSuccess: (session) => void navigate(destinationAfterSignIn(portalEntryPath(session.user), returnPath), { replace: true }),
        onError: (error) => {
          // Sign-in errors show twice (spec section 8): a danger toast, and under the boxes.
          const text = apiErrorText(error);
          setErrorText(text);
          notifyApiError(error, text);
          startOver();
        },
      },
    );
  }

  async function resend() {
    try {
      const { pending: next, isNewCode } = await requestCode(pending.countryCode, pending.mobileNumber);
      onPendingChange(next);
      startOver();
      setErrorText(null);
      if (isNewCode) notifySuccess(t('otp.resent'));
    } catch (error) {
      notifyApiError(error);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={6} align="center">
          <OtpInput
            key={attempt}
            label={t('otp.codeLabel')}
            digitLabel={(position, total) => t('otp.digitLabel', { position, total })}
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
          {/* Not an alert itself: the toast already announces the same text. */}
          {errorText && (
            <Text c="red" size="sm">
              {errorText}
            </Text>
          )}
        </Stack>
        <ResendCode resendAt={pending.resendAt} onResend={() => void resend()} isResending={isRequesting} />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('otp.submit')}
        </Button>
        <Anchor component={Link} to={withReturnPath(paths.login, returnPath)} ta="center" size="sm">
          {t('otp.changeNumber')}
        </Anchor>
      </Stack>
    </form>
  );
}

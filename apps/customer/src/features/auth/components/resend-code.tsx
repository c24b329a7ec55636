import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../countdown';
import { useSecondsUntil } from '../hooks/use-seconds-until';

type ResendCodeProps = {
  resendAt: number;
  onResend: () => void;
  isResending: boolean;
};

/** "Resend code in 0:59", then a Resend link once the wait is over (spec: 60 seconds). */
export function ResendCode({ resendAt, onResend, isResending }: ResendCodeProps) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsUntil(resendAt);

  if (secondsLeft > 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        {t('otp.resendIn', { time: formatCountdown(secondsLeft) })}
      </Text>
    );
  }
  return (
    <Button variant="subtle" size="compact-sm" mx="auto" onClick={onResend} loading={isResending}>
      {t('otp.resend')}
    </Button>
  );
}

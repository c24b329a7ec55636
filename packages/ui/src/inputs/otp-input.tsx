import { PinInput } from '@mantine/core';
import { OTP_LENGTH } from '@servicebay/domain';

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is in, by typing, pasting or the SMS autofill. */
  onComplete: (code: string) => void;
  /** Names the group of boxes. */
  label: string;
  /** Names each box, e.g. "Digit 1 of 6". */
  digitLabel: (position: number, total: number) => string;
  hasError?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** Six boxes, one digit each; Mantine's PinInput moves focus, takes a pasted code and handles backspace. */
export function OtpInput({ value, onChange, onComplete, label, digitLabel, hasError, disabled, autoFocus }: OtpInputProps) {
  return (
    // A code reads left to right in every language.
    <div dir="ltr">
      <PinInput
        aria-label={label}
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="lg"
        gap="xs"
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={hasError}
        disabled={disabled}
        autoFocus={autoFocus}
        getInputProps={(index) => ({ 'aria-label': digitLabel(index + 1, OTP_LENGTH) })}
      />
    </div>
  );
}

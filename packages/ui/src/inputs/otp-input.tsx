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

const SHRINKING_BOXES = {
  root: { flexWrap: 'nowrap', maxWidth: '100%', gap: 'clamp(0.375rem, 2.5vw, 0.625rem)' },
  pinInput: { flex: '0 1 var(--pin-input-size)', minWidth: 0 },
} as const;

/** Six boxes, one digit each; Mantine's PinInput moves focus, takes a pasted code and handles backspace. */
export function OtpInput({ value, onChange, onComplete, label, digitLabel, hasError, disabled, autoFocus }: OtpInputProps) {
  return (
    // A code reads left to right in every language. The boxes keep their size where they fit and
    // narrow together where they do not (six 50 px boxes need 350 px; the card on a 320 px phone has 246).
    <div dir="ltr" style={{ maxWidth: '100%' }}>
      <PinInput
        aria-label={label}
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        // Emptied after a wrong code, the boxes show nothing, not Mantine's circles that read as typed digits.
        placeholder=""
        size="lg"
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={hasError}
        disabled={disabled}
        autoFocus={autoFocus}
        getInputProps={(index) => ({ 'aria-label': digitLabel(index + 1, OTP_LENGTH) })}
        styles={SHRINKING_BOXES}
      />
    </div>
  );
}

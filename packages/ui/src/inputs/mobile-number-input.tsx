import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { mobileDigitsFromInput } from './mobile-digits';

type MobileNumberInputProps = {
  label: string;
  /** The brand's fixed prefix, e.g. "+91"; the customer cannot change it. */
  countryCode: string;
  digitCount: number;
  value: string;
  onChange: (digits: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  autoFocus?: boolean;
};

export function MobileNumberInput({ label, countryCode, digitCount, value, onChange, error, description, autoFocus }: MobileNumberInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      autoFocus={autoFocus}
      value={value}
      // No maxLength: it would cut a pasted "+91 98765 43210" before the prefix is dropped.
      onChange={(event) => onChange(mobileDigitsFromInput(countryCode, event.currentTarget.value, digitCount))}
      leftSection={
        <Text size="sm" fw={500} c="var(--mantine-color-text)">
          {countryCode}
        </Text>
      }
      leftSectionWidth={`calc(${countryCode.length}ch + 1.5rem)`}
      leftSectionProps={{ style: { borderInlineEnd: '1px solid var(--mantine-color-default-border)' } }}
      styles={{ input: { paddingInlineStart: `calc(${countryCode.length}ch + 2.25rem)` } }}
      // The number and its prefix read left to right in every language; the label follows the page.
      inputContainer={(input) => <div dir="ltr">{input}</div>}
    />
  );
}

import { Input, InputBase, Text } from '@mantine/core';
import { ChevronForwardIcon } from '@servicebay/ui';
import { useId } from 'react';

type PickerFieldProps = {
  label: string;
  /** The picked option's name; the placeholder shows until there is one. */
  value: string | null;
  placeholder: string;
  error?: string | null;
  onOpen: () => void;
};

/**
 * A form field that opens a picker dialog. Named by its label and value together ("Brand Tata"),
 * so a screen reader hears what is picked; an error is announced with it.
 */
export function PickerField({ label, value, placeholder, error, onOpen }: PickerFieldProps) {
  const id = useId();
  return (
    <InputBase
      component="button"
      type="button"
      pointer
      id={id}
      label={label}
      labelProps={{ id: `${id}-label` }}
      aria-labelledby={`${id}-label ${id}-value`}
      aria-haspopup="dialog"
      error={error}
      onClick={onOpen}
      rightSection={<ChevronForwardIcon />}
    >
      <Text id={`${id}-value`} component="span" truncate>
        {value ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </Text>
    </InputBase>
  );
}

import { NativeSelect } from '@mantine/core';
import { GlobeIcon } from '../line-icons';

type LanguagePickerProps<Code extends string> = {
  languages: readonly { code: Code; label: string }[];
  value: Code;
  onChange: (code: Code) => void;
  /** The accessible name, e.g. "Language". */
  label: string;
};

/** A native select: a combobox for assistive technology and the platform picker on phones. */
export function LanguagePicker<Code extends string>({ languages, value, onChange, label }: LanguagePickerProps<Code>) {
  return (
    <NativeSelect
      aria-label={label}
      // Wide enough for "العربية" beside its globe and arrow: a header that runs short of room
      // shrinks the logo beside it, not the language's name (it showed "العر" at 320 px).
      miw={124}
      style={{ flexShrink: 0 }}
      value={value}
      leftSection={<GlobeIcon size={18} />}
      onChange={(event) => {
        const picked = languages.find((language) => language.code === event.currentTarget.value);
        if (picked) onChange(picked.code);
      }}
    >
      {languages.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.label}
        </option>
      ))}
    </NativeSelect>
  );
}

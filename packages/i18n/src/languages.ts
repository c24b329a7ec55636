import { SUPPORTED_LANGUAGES, type Language } from '@servicebay/domain';

export type Direction = 'ltr' | 'rtl';

export type LanguageOption = {
  code: Language;
  /** In its own language, so a reader finds theirs whatever language is showing. */
  label: string;
  rtl: boolean;
};

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', label: 'English', rtl: false },
  { code: 'ar', label: 'العربية', rtl: true },
];

export const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export function directionOf(language: Language): Direction {
  return LANGUAGES.find((option) => option.code === language)?.rtl ? 'rtl' : 'ltr';
}

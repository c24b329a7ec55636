import { SUPPORTED_LANGUAGES, textDirectionOf, type Language, type TextDirection } from '@servicebay/domain';

export type Direction = TextDirection;

export type LanguageOption = {
  code: Language;
  /** In its own language, so a reader finds theirs whatever language is showing. */
  label: string;
  rtl: boolean;
};

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', label: 'English', rtl: textDirectionOf('en') === 'rtl' },
  { code: 'ar', label: 'العربية', rtl: textDirectionOf('ar') === 'rtl' },
];

export const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** The domain's rule (the server sets the page's dir with it too). */
export const directionOf: (language: Language) => Direction = textDirectionOf;

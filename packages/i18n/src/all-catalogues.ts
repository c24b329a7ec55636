import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@servicebay/domain';
import { instanceOn } from './i18n';
import { ar } from './locales/ar';
import { en, type Catalogue } from './locales/en';

// Apart from i18n.ts on purpose: the app's instance imports only English, and a static import of
// another catalogue in the same module as the app's would put it in the app's first download.

/** Every catalogue, for tests and tools that need a language at once (createI18n). */
export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} satisfies Record<Language, { translation: Catalogue }>;

/** A ready instance with every catalogue (tests, tools): not for the app, which would then download them all. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return instanceOn(resources, language);
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@servicebay/domain';
import { directionOf, isLanguage, type Direction } from './languages';
import { ar } from './locales/ar';
import { en, type Catalogue } from './locales/en';

// Typed keys: t('otp.submit') compiles, t('otp.sumbit') does not.
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces only
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} satisfies Record<Language, { translation: Catalogue }>;

/** A ready instance; the catalogues are bundled, so initialisation is synchronous. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  return instance;
}

let appInstance: I18n | undefined;

/** The app's one instance, registered with react-i18next for useTranslation(). */
export function initI18n(): I18n {
  appInstance ??= createI18n();
  return appInstance;
}

/** The one place that switches language: i18next, then the document's lang and dir. */
export async function setLocale(language: Language): Promise<void> {
  const instance = initI18n();
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  if (instance.language !== language) await instance.changeLanguage(language);
}

export function useLocale(): { language: Language; dir: Direction } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, dir: directionOf(language) };
}

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

/** Every catalogue, for tests and tools that need a language at once (createI18n). */
export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} satisfies Record<Language, { translation: Catalogue }>;

type Resources = Partial<Record<Language, { translation: Catalogue }>>;

/** A ready instance on the given catalogues; they are in memory, so initialisation is synchronous. */
function instanceOn(catalogues: Resources, language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: catalogues,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // The app adds the other catalogues when they are chosen (setLocale).
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  return instance;
}

/** A ready instance with every catalogue (tests, tools): not for the app, which would then download them all. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return instanceOn(resources, language);
}

/**
 * The app starts with English only; another catalogue is downloaded when its language is chosen,
 * so a first visit does not pay for languages it never shows. Keep the `import()`s here: a static
 * import of a catalogue anywhere in the app would put it back in the first download.
 */
const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: async () => en,
  ar: async () => (await import('./locales/ar')).ar,
};

let appInstance: I18n | undefined;

/** The app's one instance, registered with react-i18next for useTranslation(). */
export function initI18n(): I18n {
  appInstance ??= instanceOn({ [DEFAULT_LANGUAGE]: { translation: en } }, DEFAULT_LANGUAGE);
  return appInstance;
}

/** The one place that switches language: its catalogue, i18next, then the document's lang and dir. */
export async function setLocale(language: Language): Promise<void> {
  const instance = initI18n();
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await catalogueLoaders[language]());
  }
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

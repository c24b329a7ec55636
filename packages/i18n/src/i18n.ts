import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  keptLanguageOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  startingLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@servicebay/domain';
import { directionOf, isLanguage, type Direction } from './languages';
import type { Catalogue } from './locales/en';
import { startEn } from './locales/en/start';

// Typed keys: t('otp.submit') compiles, t('otp.sumbit') does not.
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces only
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

type Resources = Partial<Record<Language, { translation: Partial<Catalogue> }>>;

/** A ready instance on the given catalogues; they are in memory, so initialisation is synchronous. */
export function instanceOn(catalogues: Resources, language: Language): I18n {
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
    // A key found in no catalogue shows as the key itself (garage.vehicleMessages.vinInvalid): say
    // so where the journeys listen (e2e/support/browser.ts fails a journey on it).
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => console.error(`${MISSING_TEXT} ${key} (${languages.join(', ')})`),
  });
  return instance;
}

/** The start of the console error a missing text logs. */
export const MISSING_TEXT = '[missing text]';

/**
 * The app starts with English only; another catalogue is downloaded when its language is chosen,
 * so a first visit does not pay for languages it never shows. Keep the `import()`s here: a static
 * import of a catalogue anywhere in the app would put it back in the first download.
 */
const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: async () => {
    const [{ signedInEn }, { workshopAppEn }] = await Promise.all([import('./locales/en/signed-in'), import('./locales/en/workshop-app')]);
    return { ...startEn, ...signedInEn, ...workshopAppEn };
  },
  ar: async () => (await import('./locales/ar')).ar,
};

let appInstance: I18n | undefined;

/** The app's one instance, registered with react-i18next for useTranslation(). */
export function initI18n(): I18n {
  appInstance ??= instanceOn({ [DEFAULT_LANGUAGE]: { translation: startEn } }, DEFAULT_LANGUAGE);
  return appInstance;
}

/** Adds a group of English texts once; a failed download is tried again at the next call. */
function englishTextsOnce(load: () => Promise<Partial<Catalogue>>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().then(
      (texts) => {
        initI18n().addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * The English texts of the signed-in screens (profile, garage, addresses, settings, account): the
 * app starts without them, so the sign-in screens do not download them. A loader of those screens
 * awaits this before they show.
 */
export const loadSignedInTexts: () => Promise<void> = englishTextsOnce(async () => (await import('./locales/en/signed-in')).signedInEn);

/**
 * The workshop app's English texts, which only that app downloads; it awaits them before its first
 * screen. Its forms share the customer app's rules (a vehicle's VIN, a plate), so the signed-in
 * texts come too.
 */
export const loadWorkshopTexts: () => Promise<void> = englishTextsOnce(async () => {
  const [{ signedInEn }, { workshopAppEn }] = await Promise.all([import('./locales/en/signed-in'), import('./locales/en/workshop-app')]);
  return { ...signedInEn, ...workshopAppEn };
});

/**
 * The one place that switches language: its catalogue, i18next, the document's lang and dir, and
 * the kept choice (page-language.ts), so a reload and the server's render of the next page start
 * in it. Sign-out switches to English through here, which overwrites the kept choice too.
 */
export async function setLocale(language: Language): Promise<void> {
  const instance = initI18n();
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await catalogueLoaders[language]());
  }
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  if (instance.language !== language) await instance.changeLanguage(language);
}

/** The language this visit starts in: the kept choice, else the browser's where the brand (its country code) offers it. */
export const languageToStartIn = (countryCode: string): Language => startingLanguage(keptLanguageOf(document.cookie), navigator.languages, countryCode);

export function useLocale(): { language: Language; dir: Direction } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, dir: directionOf(language) };
}

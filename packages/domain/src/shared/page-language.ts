import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './constants';

/**
 * The language a visitor chose, kept in the browser so a reload, and the server's render of the
 * page, start in it. Not HttpOnly: the app writes it whenever the language changes (i18n's setLocale).
 */
export const LANGUAGE_COOKIE = 'servicebay_language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The markets whose customers read Arabic: a first visit there follows the browser's language. */
const ARABIC_MARKETS: readonly string[] = ['+966', '+971', '+973'];

/** Whether a brand of this market (its country code) offers Arabic to a first visit; Indian brands start in English. */
export const offersArabicFirst = (countryCode: string): boolean => ARABIC_MARKETS.includes(countryCode);

const asLanguage = (value: string | null | undefined): Language | null => {
  const primary = value?.trim().toLowerCase().split('-')[0] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
};

/** The kept language from a Cookie header (server) or document.cookie (app); null when none is kept. */
export function keptLanguageOf(cookies: string | null | undefined): Language | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return asLanguage(value);
  }
  return null;
}

/** The languages of an Accept-Language header, most wanted first (q=0 means not wanted). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first of the browser's languages (tags, most wanted first) that we have; English when none. */
export function languageOfBrowser(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const language = asLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language a page starts in: the one kept from an earlier choice; else, where the brand offers
 * Arabic, the first of the browser's languages that we have; else English. The server (Accept-Language)
 * and the app (navigator.languages) decide with this one rule, so the app takes over the server's screen.
 */
export function startingLanguage(kept: Language | null, browserLanguages: readonly string[], countryCode: string): Language {
  if (kept) return kept;
  return offersArabicFirst(countryCode) ? languageOfBrowser(browserLanguages) : DEFAULT_LANGUAGE;
}

export type TextDirection = 'ltr' | 'rtl';

/** Which way a language is written: the page's `dir`, from the server's render and from the app (i18n's setLocale). */
export const textDirectionOf = (language: Language): TextDirection => (language === 'ar' ? 'rtl' : 'ltr');

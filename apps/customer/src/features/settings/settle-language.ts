import { DEFAULT_LANGUAGE, type Language } from '@servicebay/domain';

export type LanguageSettlement = { apply: Language } | { save: Language } | null;

/**
 * How the app and the customer's settings agree on a language when a signed-in visit starts. A
 * visit starts in the language kept in this browser (the language cookie, or the browser's own on a
 * first visit), and sign-out keeps English, so another language showing at that moment was chosen
 * on the sign-in screen or during onboarding: it is kept and saved. Otherwise the customer's saved
 * language is applied (spec: the language changes only if it differs).
 */
export function settleLanguage(saved: Language, showing: Language): LanguageSettlement {
  if (saved === showing) return null;
  return showing === DEFAULT_LANGUAGE ? { apply: saved } : { save: showing };
}

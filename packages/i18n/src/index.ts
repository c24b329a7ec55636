export { createI18n, initI18n, resources, setLocale, useLocale } from './i18n';
export { directionOf, isLanguage, LANGUAGES, type Direction, type LanguageOption } from './languages';
export type { Catalogue } from './locales/en';

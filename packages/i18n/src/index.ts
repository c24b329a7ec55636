export { createI18n, resources } from './all-catalogues';
export { initI18n, languageToStartIn, loadSignedInTexts, loadWorkshopTexts, MISSING_TEXT, setLocale, useLocale } from './i18n';
export { directionOf, isLanguage, LANGUAGES, type Direction, type LanguageOption } from './languages';
export type { Catalogue } from './locales/en';
export { issueText, ruleKey, ruleText, RULE_NAMESPACES, useIssueText, type RuleKey } from './rule-text';

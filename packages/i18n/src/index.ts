export { createI18n, initI18n, resources, setLocale, useLocale } from './i18n';
export { directionOf, isLanguage, LANGUAGES, type Direction, type LanguageOption } from './languages';
export type { Catalogue } from './locales/en';
export { issueText, ruleKey, ruleText, RULE_NAMESPACES, useIssueText, type RuleKey } from './rule-text';

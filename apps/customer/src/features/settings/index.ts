export { HelpAndSupport } from './components/help-and-support';
export { LanguageChoice } from './components/language-choice';
export { SettingsOverview } from './components/settings-overview';
export { useSavedLanguage } from './hooks/use-saved-language';

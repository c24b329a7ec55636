import { LANGUAGES, setLocale, useLocale } from '@servicebay/i18n';
import { LanguagePicker } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language } = useLocale();
  return <LanguagePicker languages={LANGUAGES} value={language} onChange={(code) => void setLocale(code)} label={t('language.label')} />;
}

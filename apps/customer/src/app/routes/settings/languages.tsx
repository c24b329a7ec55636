import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../../features/settings';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/languages */
export function LanguagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('settings.languageChoice.title')} backLabel={t('common.back')} onBack={useBack(paths.settings)} />
      <LanguageChoice />
    </>
  );
}

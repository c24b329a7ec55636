import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { HelpAndSupport } from '../../../features/settings';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/help-and-support */
export function HelpAndSupportRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('settings.help.title')} backLabel={t('common.back')} onBack={useBack(paths.settings)} />
      <HelpAndSupport />
    </>
  );
}

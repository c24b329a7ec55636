import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useMobileNumberGate } from '../../../features/profile';
import { SettingsOverview } from '../../../features/settings';

/** /portal/settings; deleting an account names it by its mobile number, so a guest adds one first. */
export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('settings.title')} />
      <SettingsOverview ensureMobileNumber={useMobileNumberGate()} />
    </>
  );
}

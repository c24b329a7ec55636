import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { DeleteAccountPanel } from '../../../features/account';
import { useMobileNumberGate } from '../../../features/profile';
import { SettingsOverview } from '../../../features/settings';

/** /portal/settings; deleting an account names it by its mobile number, so a guest adds one first. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const ensureMobileNumber = useMobileNumberGate();
  return (
    <>
      <ScreenHeader title={t('settings.title')} />
      <SettingsOverview>
        <DeleteAccountPanel ensureMobileNumber={ensureMobileNumber} />
      </SettingsOverview>
    </>
  );
}

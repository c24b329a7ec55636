import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../features/auth';
import { ProfileOverview } from '../../../features/profile';

/** /portal/profile */
export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('profile.title')} />
      <ProfileOverview footer={<SignOutButton />} />
    </>
  );
}

import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { ReferralScreen } from '../../../features/referral';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/refer-earn: Refer and Earn (customer spec section 2). */
export function ReferEarnRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.dashboard);
  return (
    <>
      <ScreenHeader title={t('referral.title')} description={t('referral.intro')} backLabel={t('common.back')} onBack={back} />
      <ReferralScreen />
    </>
  );
}

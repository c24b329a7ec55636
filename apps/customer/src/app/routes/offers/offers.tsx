import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { OffersList } from '../../../features/offers';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/offers: Rewards and offers. */
export function OffersRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.dashboard);
  return (
    <>
      <ScreenHeader title={t('offers.list.title')} description={t('offers.list.intro')} backLabel={t('common.back')} onBack={back} />
      <OffersList />
    </>
  );
}

import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OfferDetails } from '../../../features/offers';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/offer-details/:offerId */
export function OfferDetailsRoute() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const back = useBack(paths.offers);
  return (
    <>
      <ScreenHeader title={t('offers.details.title')} backLabel={t('common.back')} onBack={back} />
      <OfferDetails offerId={offerId} />
    </>
  );
}

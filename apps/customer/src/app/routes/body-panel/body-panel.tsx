import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { BodyPanel, NoVehicleForBodyPanel } from '../../../features/body-panel';
import { vehicleName } from '../../../features/vehicles';
import { isolate } from '../../../shared/bidi';
import { paths } from '../../../shared/paths';
import { useServicePricing } from '../../../shared/use-service-pricing';
import { useBack } from '../use-back';

/** /portal/body-panel: the customer's selected vehicle drawn from four sides, to point at the damage. */
export function BodyPanelRoute() {
  const { t } = useTranslation();
  // Back goes to the service menu, as the spec's booking header does from here.
  const back = useBack(paths.bookService);
  const { isReady, vehicle, query } = useServicePricing();
  return (
    <>
      <ScreenHeader
        title={t('bodyPanel.heading')}
        description={vehicle ? t('bodyPanel.forVehicle', { name: isolate(vehicleName(vehicle)) }) : t('bodyPanel.intro')}
        backLabel={t('bodyPanel.back')}
        onBack={back}
      />
      {!isReady ? (
        <SectionLoader label={t('app.loading')} />
      ) : vehicle ? (
        <BodyPanel catalogVehicleId={vehicle.catalogVehicleId} pricingSegment={query.pricingSegment} />
      ) : (
        <NoVehicleForBodyPanel />
      )}
    </>
  );
}

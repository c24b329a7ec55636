import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { EntryCard, ServiceMenu } from '../../../features/services';
import { paths } from '../../../shared/paths';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

/** /portal/book_service[?workshopId=…]: the service menu, or one workshop's; a web-hub brand books through its hub, not here (customer spec section 6). */
export function BookServiceRoute() {
  const { t } = useTranslation();
  const workshopId = useSearchParams()[0].get('workshopId') ?? undefined;
  if (isWebHub(useClientProfile())) return <Navigate to={paths.dashboard} replace />;
  return (
    <ServiceMenu
      key={workshopId ?? ''}
      workshopId={workshopId}
      entrySlot={
        <EntryCard
          to={paths.bodyPanel}
          title={t('services.menu.bodyPanelTitle')}
          hint={t('services.menu.bodyPanelHint')}
          icon={<BrandVehicleIcon size={24} />}
        />
      }
    />
  );
}

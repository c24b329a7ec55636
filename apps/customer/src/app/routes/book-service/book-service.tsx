import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EntryCard, ServiceMenu } from '../../../features/services';
import { paths } from '../../../shared/paths';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

/** /portal/book_service: the service menu; a web-hub brand books through its hub, not here (customer spec section 6). */
export function BookServiceRoute() {
  const { t } = useTranslation();
  if (isWebHub(useClientProfile())) return <Navigate to={paths.dashboard} replace />;
  return (
    <ServiceMenu
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

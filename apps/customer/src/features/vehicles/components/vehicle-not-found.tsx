import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/not-found-panel';

/** A vehicle named in the address that is not in the customer's garage, with the way back to a list. */
export function VehicleNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return <NotFoundPanel heading={t('garage.vehicleNotFound.heading')} body={t('garage.vehicleNotFound.body')} backTo={backTo} backLabel={backLabel} />;
}

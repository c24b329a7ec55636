import { currentVehicleOf, useClientProfile, useMe, useVehicles, type PricingQuery } from '@servicebay/api-client';
import type { TVehicle, TVehicleType } from '@servicebay/domain';

export type ServicePricing = {
  /** False while the customer's vehicles are loading: asking before then would price for no vehicle. */
  isReady: boolean;
  vehicle: TVehicle | undefined;
  query: PricingQuery;
  /** The services to show: the vehicle's type, or two-wheelers on a bike brand before there is one. */
  vehicleType: TVehicleType | undefined;
};

/** What the service menu is priced for: the customer's current vehicle and their pricing segment. */
export function useServicePricing(): ServicePricing {
  const vehicles = useVehicles();
  const pricingSegment = useMe()?.settings.pricingSegment;
  const { variant } = useClientProfile();
  const vehicle = vehicles.data ? currentVehicleOf(vehicles.data) : undefined;
  return {
    isReady: !vehicles.isPending,
    vehicle,
    query: { catalogVehicleId: vehicle?.catalogVehicleId, pricingSegment },
    vehicleType: vehicle?.vehicleType ?? (variant === 'bike' ? 'two-wheeler' : undefined),
  };
}

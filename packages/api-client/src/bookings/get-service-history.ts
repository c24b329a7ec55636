import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOdometerReading, ZServiceSummary, type TServiceSummary } from '@servicebay/domain';
import { api } from '../client';
import { bookingKeys } from './query-keys';

export type TServiceHistory = TServiceSummary & { odometer: number | null };

/**
 * GET /transaction/booking-summary and /transaction/vehicle/odometerByVehicleNumber (customer spec
 * section 7): a vehicle's last and next service and its latest reading, by its plate. Under the
 * bookings key, so a delivery's live event refreshes the dashboard's tiles.
 */
export const getServiceHistory = async (plate: string): Promise<TServiceHistory> => {
  const [summary, reading] = await Promise.all([
    api.request(`/transaction/booking-summary?${new URLSearchParams({ registrationNumber: plate })}`, { schema: ZServiceSummary }),
    api.request(`/transaction/vehicle/odometerByVehicleNumber?${new URLSearchParams({ vehicleNumber: plate })}`, { schema: ZOdometerReading }),
  ]);
  return { ...summary, odometer: reading.odometer };
};

/** One vehicle's history, for the dashboard's tiles and for the reads its page is rendered with. */
export const serviceHistoryQueryOptions = (plate: string) =>
  queryOptions({ queryKey: bookingKeys.serviceHistory(plate), queryFn: () => getServiceHistory(plate) });

/** A vehicle without a plate yet has no history to ask for. */
export const useServiceHistory = (plate: string | null) => useQuery({ ...serviceHistoryQueryOptions(plate ?? ''), enabled: plate !== null });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAvailableDates, type TAvailableDates } from '@servicebay/domain';
import { api } from '../client';
import { bookingKeys } from './query-keys';

/** GET /transaction/calendar/available-dates: the days the workshop can be booked on. */
export const getAvailableDates = (workshopId: string): Promise<TAvailableDates> =>
  api.request(`/transaction/calendar/available-dates?${new URLSearchParams({ workshopId })}`, { schema: ZAvailableDates });

export const availableDatesQueryOptions = (workshopId: string) =>
  queryOptions({ queryKey: bookingKeys.availableDates(workshopId), queryFn: () => getAvailableDates(workshopId) });

export const useAvailableDates = (workshopId: string | null) => useQuery({ ...availableDatesQueryOptions(workshopId ?? ''), enabled: Boolean(workshopId) });

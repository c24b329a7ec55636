import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInboxBooking, type TInboxBooking } from '@servicebay/domain';
import { z } from 'zod';
import { staffApi } from '../staff/staff-client';
import { jobCardKeys } from './query-keys';

const ZInbox = z.array(ZInboxBooking);
const workshopPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;

/** GET /staff/workshops/{workshopId}/bookings: the customers' bookings waiting for the workshop, soonest slot first. */
export const getBookingsInbox = (workshopId: string): Promise<TInboxBooking[]> => staffApi.request(`${workshopPath(workshopId)}/bookings`, { schema: ZInbox });

export const bookingsInboxQueryOptions = (workshopId: string) =>
  queryOptions({ queryKey: jobCardKeys.inbox(workshopId), queryFn: () => getBookingsInbox(workshopId) });

/** The inbox, kept fresh by the live stream; `isEnabled` false for a role the matrix does not let read bookings. */
export const useBookingsInbox = (workshopId: string, isEnabled = true) => useQuery({ ...bookingsInboxQueryOptions(workshopId), enabled: isEnabled });

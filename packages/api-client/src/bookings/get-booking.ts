import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBooking, type TBooking } from '@servicebay/domain';
import { api } from '../client';
import { bookingKeys } from './query-keys';

/** GET /transaction/booking/:bookingId: one booking with its bill and timeline. */
export const getBooking = (bookingId: string): Promise<TBooking> => api.request(`/transaction/booking/${encodeURIComponent(bookingId)}`, { schema: ZBooking });

export const bookingQueryOptions = (bookingId: string) => queryOptions({ queryKey: bookingKeys.detail(bookingId), queryFn: () => getBooking(bookingId) });

export const useBooking = (bookingId: string) => useQuery(bookingQueryOptions(bookingId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBooking, type TBooking } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { bookingKeys } from './query-keys';

export const ZBookingList = z.array(ZBooking);

/** GET /transaction/bookings: the customer's bookings, newest first (active and history). */
export const getBookings = (): Promise<TBooking[]> => api.request('/transaction/bookings', { schema: ZBookingList });

export const bookingsQueryOptions = () => queryOptions({ queryKey: bookingKeys.list(), queryFn: getBookings });

export const useBookings = () => useQuery(bookingsQueryOptions());

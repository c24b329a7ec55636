import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpenSlot, type TOpenSlot } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { bookingKeys } from './query-keys';

export const ZOpenSlotList = z.array(ZOpenSlot);

/** GET /transaction/calendar/available-slots: a day's open slots ('all service slots full' when none). */
export const getAvailableSlots = (workshopId: string, date: string): Promise<TOpenSlot[]> =>
  api.request(`/transaction/calendar/available-slots?${new URLSearchParams({ workshopId, date })}`, { schema: ZOpenSlotList });

export const availableSlotsQueryOptions = (workshopId: string, date: string) =>
  queryOptions({ queryKey: bookingKeys.availableSlots(workshopId, date), queryFn: () => getAvailableSlots(workshopId, date), retry: false });

export const useAvailableSlots = (workshopId: string | null, date: string | null) =>
  useQuery({ ...availableSlotsQueryOptions(workshopId ?? '', date ?? ''), enabled: Boolean(workshopId && date) });

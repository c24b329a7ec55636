import { SESSION_QUERY_KEY } from '../query-client';

/**
 * Every bookings query sits under one prefix: a `bookings.changed` live event invalidates it
 * (events/live-event-queries.ts), so lists, details, timelines and slots refresh without a reload.
 */
export const bookingKeys = {
  all: () => [...SESSION_QUERY_KEY, 'bookings'] as const,
  list: () => [...bookingKeys.all(), 'list'] as const,
  detail: (bookingId: string) => [...bookingKeys.all(), 'detail', bookingId] as const,
  availableDates: (workshopId: string) => [...bookingKeys.all(), 'available-dates', workshopId] as const,
  availableSlots: (workshopId: string, date: string) => [...bookingKeys.all(), 'available-slots', workshopId, date] as const,
  serviceHistory: (plate: string) => [...bookingKeys.all(), 'service-history', plate] as const,
};

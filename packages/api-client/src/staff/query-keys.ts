import type { TCustomerSearchQuery, TJobBoardQuery } from '@servicebay/domain';

/**
 * Everything cached for the signed-in staff member lives under this key and goes at sign-in,
 * sign-out and when the session ends: the next person at the desk never sees the last one's answers.
 */
export const STAFF_QUERY_KEY = ['staff-session'] as const;

export const staffKeys = {
  all: STAFF_QUERY_KEY,
  me: () => [...STAFF_QUERY_KEY, 'me'] as const,
  /** A workshop's own settings (name, tax registration, bank, invoices, calendar). */
  workshopSettings: (workshopId: string) => [...STAFF_QUERY_KEY, 'workshop-settings', workshopId] as const,
  people: (workshopId: string) => [...STAFF_QUERY_KEY, 'people', workshopId] as const,
  /** Every workshop's bookings inbox (a live `bookings.changed` makes them all stale). */
  inboxes: () => [...STAFF_QUERY_KEY, 'bookings-inbox'] as const,
  inbox: (workshopId: string) => [...STAFF_QUERY_KEY, 'bookings-inbox', workshopId] as const,
  /** Every page of every job board (a live `jobCards.changed` makes them all stale). */
  jobBoards: () => [...STAFF_QUERY_KEY, 'job-board'] as const,
  jobBoard: (workshopId: string, query: Partial<TJobBoardQuery>) => [...STAFF_QUERY_KEY, 'job-board', workshopId, query] as const,
  /** A workshop's customers: every page of its list and each one's record. */
  customers: (workshopId: string) => [...STAFF_QUERY_KEY, 'customers', workshopId] as const,
  customerLists: (workshopId: string) => [...STAFF_QUERY_KEY, 'customers', workshopId, 'list'] as const,
  customerList: (workshopId: string, query: Partial<TCustomerSearchQuery>) => [...STAFF_QUERY_KEY, 'customers', workshopId, 'list', query] as const,
  customer: (workshopId: string, customerId: string) => [...STAFF_QUERY_KEY, 'customers', workshopId, 'one', customerId] as const,
  jobCards: () => [...STAFF_QUERY_KEY, 'job-card'] as const,
  jobCard: (workshopId: string, jobCardId: string) => [...STAFF_QUERY_KEY, 'job-card', workshopId, jobCardId] as const,
};

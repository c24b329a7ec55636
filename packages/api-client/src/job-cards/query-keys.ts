import type { TJobBoardQuery } from '@servicebay/domain';
import { STAFF_QUERY_KEY } from '../staff/query-keys';

/**
 * The bookings inbox, the job boards and the job cards, under the staff session's key. Each kind
 * has a prefix of its own, which a live event makes stale (events/staff-live-event-queries.ts).
 */
export const jobCardKeys = {
  /** Every workshop's bookings inbox (a live `bookings.changed` makes them all stale). */
  inboxes: () => [...STAFF_QUERY_KEY, 'bookings-inbox'] as const,
  inbox: (workshopId: string) => [...jobCardKeys.inboxes(), workshopId] as const,
  /** Every page of every job board (a live `jobCards.changed` makes them all stale). */
  boards: () => [...STAFF_QUERY_KEY, 'job-board'] as const,
  board: (workshopId: string, query: Partial<TJobBoardQuery>) => [...jobCardKeys.boards(), workshopId, query] as const,
  cards: () => [...STAFF_QUERY_KEY, 'job-card'] as const,
  card: (workshopId: string, jobCardId: string) => [...jobCardKeys.cards(), workshopId, jobCardId] as const,
};

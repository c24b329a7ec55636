import type { QueryClient } from '@tanstack/react-query';
import { LIVE_STREAM_RESET } from '@servicebay/domain';
import { billKeys } from '../billing/card-payments';
import { estimateKeys } from '../billing/estimate';
import { jobCardKeys } from '../job-cards/query-keys';
import { staffKeys } from '../staff/query-keys';
import type { LiveEvent } from './follow-live-events';

/**
 * The staff answers each change on the workshop's stream makes stale; only those on screen refetch
 * (the inbox, the board, the open card, the dashboard's figures, the navbar's count). A booking's
 * change moves the inbox and the card opened from it (its slot and places are the booking's); a
 * card's change moves the boards and that card. The customer's own kinds of change never reach staff.
 */
export function staffQueriesChangedBy(event: LiveEvent): (readonly unknown[])[] {
  switch (event.type) {
    case 'bookings.changed':
      return [jobCardKeys.inboxes(), jobCardKeys.cards()];
    case 'jobCards.changed':
      return [jobCardKeys.boards(), jobCardKeys.cards(), estimateKeys.estimates(), billKeys.bills()];
    case 'session.ended':
      // This desk's token may be one that ended: asking again renews it, or signs out.
      return [staffKeys.me()];
    case LIVE_STREAM_RESET:
      return [staffKeys.all];
    case 'slots.changed':
    case 'profile.changed':
    case 'vehicles.changed':
    case 'documents.changed':
    case 'addresses.changed':
    case 'cart.changed':
    case 'notifications.changed':
      return [];
  }
}

export const refreshAfterStaffEvent = (queryClient: QueryClient, event: LiveEvent) =>
  Promise.all(staffQueriesChangedBy(event).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

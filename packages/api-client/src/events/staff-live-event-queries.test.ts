import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobCardKeys } from '../job-cards/query-keys';
import { staffKeys } from '../staff/query-keys';
import { CUSTOMER_STREAM_NAME } from './follow-in-one-tab';
import { STAFF_STREAM_NAME } from './follow-staff-events';
import { refreshAfterStaffEvent } from './staff-live-event-queries';

const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
const at = '2026-11-28T10:00:00.000Z';

/** The workshop app's cache as a desk has it: two workshops' inboxes, a board page, an open card, the person and the team. */
function deskCache() {
  const queryClient = new QueryClient();
  const keys = {
    inbox: jobCardKeys.inbox('w1'),
    otherInbox: jobCardKeys.inbox('w2'),
    board: jobCardKeys.board('w1', { status: 'workInProgress', page: 2 }),
    card: jobCardKeys.card('w1', 'c1'),
    me: staffKeys.me(),
    people: staffKeys.people('w1'),
    customerBookings: ['session', 'bookings'],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const stale = () => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, isStale(queryClient, key)]));
  return { queryClient, stale };
}

describe('the staff stream on the workshop app’s cache', () => {
  it('a booking that arrives or changes refreshes the inboxes and the cards opened from bookings, not the boards or the team', async () => {
    const { queryClient, stale } = deskCache();
    await refreshAfterStaffEvent(queryClient, { id: '1', type: 'bookings.changed', data: { payload: { bookingId: 'b1' }, at } });
    expect(stale()).toEqual({ inbox: true, otherInbox: true, board: false, card: true, me: false, people: false, customerBookings: false });
  });

  it('a job card moved at another desk refreshes every board page and the open card, not the inbox', async () => {
    const { queryClient, stale } = deskCache();
    await refreshAfterStaffEvent(queryClient, { id: '2', type: 'jobCards.changed', data: { payload: { jobCardId: 'c1' }, at } });
    expect(stale()).toEqual({ inbox: false, otherInbox: false, board: true, card: true, me: false, people: false, customerBookings: false });
  });

  it('a slot taken changes nothing on screen; a reset refreshes everything of the staff session and nothing of a customer’s', async () => {
    const { queryClient, stale } = deskCache();
    await refreshAfterStaffEvent(queryClient, { id: '3', type: 'slots.changed', data: { payload: { date: '2026-11-29' }, at } });
    expect(Object.values(stale()).every((isInvalidated) => isInvalidated === false)).toBe(true);
    await refreshAfterStaffEvent(queryClient, { id: null, type: 'stream.reset' });
    expect(stale()).toEqual({ inbox: true, otherInbox: true, board: true, card: true, me: true, people: true, customerBookings: false });
  });

  it('follows under a lock and channel of its own, apart from the customer app’s on the same origin', () => {
    expect(STAFF_STREAM_NAME).not.toBe(CUSTOMER_STREAM_NAME);
  });
});

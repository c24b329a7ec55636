// Live events: following a stream (the customer's, the staff member's) and the cached answers each change makes stale.
// follow-and-refresh.ts and follow-staff-events.ts stay out: the hooks import them lazily, so the stream's client downloads with a session.
export { followLiveEvents, retryDelay, type LiveEvent } from './follow-live-events';
export { followLiveEventsInOneTab } from './follow-in-one-tab';
export { queriesChangedBy, refreshAfterLiveEvent } from './live-event-queries';
export { useLiveUpdates } from './use-live-updates';
export { refreshAfterStaffEvent, staffQueriesChangedBy } from './staff-live-event-queries';
export { useStaffLiveUpdates } from './use-staff-live-updates';

import { z } from 'zod';

/**
 * What the live stream (`GET /api/events`) tells a caller: that something they can see changed, so
 * their screens refetch it. Events name the change and the record, never carry the record itself:
 * the normal routes stay the one place that decides what a caller may read.
 */
/**
 * `session.ended`: the user's access tokens issued so far were ended (sign-out, a guest joining an account, erasure).
 * `slots.changed`: a place of one of the workshop's slots was taken or given back (its staff's audience; every API
 * process hears it and forgets the places it kept of that workshop).
 * `jobCards.changed`: one of the workshop's job cards was opened or changed (its staff's audience).
 */
export const LIVE_EVENT_TYPES = [
  'profile.changed',
  'vehicles.changed',
  'documents.changed',
  'addresses.changed',
  'cart.changed',
  'bookings.changed',
  'notifications.changed',
  'session.ended',
  'slots.changed',
  'jobCards.changed',
] as const;
export const ZLiveEventType = z.enum(LIVE_EVENT_TYPES);
export type TLiveEventType = z.infer<typeof ZLiveEventType>;

/** Sent instead of a replay the server cannot give in full (too far behind, or a gap): refetch everything. */
export const LIVE_STREAM_RESET = 'stream.reset';

export const ZLiveEventPayload = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type TLiveEventPayload = z.infer<typeof ZLiveEventPayload>;

/** The `data:` line of one Server-Sent Event; its `id:` line is the event's id, its `event:` line the type. */
export const ZLiveEventData = z.object({ payload: ZLiveEventPayload, at: z.string() });
export type TLiveEventData = z.infer<typeof ZLiveEventData>;

import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { EventNotice } from './notices';
import { events, type EventRow } from './events.tables';

/** Who is listening: a customer (their user id) or staff (the workshops they work at), always in one brand. */
export type Listener = { brandId: string; userId: string | null; workshopIds: readonly string[] };

/** The one key an event is filed under; a listener holds the keys of everything they may see. */
export const keyOfEvent = (event: Pick<EventNotice, 'brandId' | 'userId' | 'workshopId'>): string =>
  event.userId ? `user:${event.userId}` : event.workshopId ? `workshop:${event.workshopId}` : `brand:${event.brandId}`;

export const keysOfListener = (listener: Listener): string[] => [
  `brand:${listener.brandId}`,
  ...(listener.userId ? [`user:${listener.userId}`] : []),
  ...listener.workshopIds.map((id) => `workshop:${id}`),
];

/** Ids are unique across brands, but the brand is checked too: an event never crosses brands. */
export const canSee = (listener: Listener, event: Pick<EventRow, 'brandId' | 'userId' | 'workshopId'>): boolean =>
  event.brandId === listener.brandId && keysOfListener(listener).includes(keyOfEvent(event));

/** The SQL form of `canSee`, for replay. */
export function visibleTo(listener: Listener): SQL {
  const brandWide = and(isNull(events.userId), isNull(events.workshopId));
  const own = [brandWide, ...(listener.userId ? [eq(events.userId, listener.userId)] : [])];
  if (listener.workshopIds.length > 0) own.push(inArray(events.workshopId, [...listener.workshopIds]));
  return and(eq(events.brandId, listener.brandId), or(...own))!;
}

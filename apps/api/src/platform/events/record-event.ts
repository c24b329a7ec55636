import { sql } from 'drizzle-orm';
import type { TLiveEventPayload, TLiveEventType } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { events } from './events.tables';

/** The PostgreSQL channel every API process listens on; the notice names the event and its audience. */
export const EVENTS_CHANNEL = 'servicebay_events';

/** Who sees an event: one user, one workshop's staff, or everyone of the brand. */
export type EventAudience = { userId: string } | { workshopId: string } | 'brand';

export type NewEvent = {
  brandId: string;
  audience: EventAudience;
  type: TLiveEventType;
  payload?: TLiveEventPayload;
};

/** What travels in the NOTIFY: enough for a process to skip events none of its subscribers may see. */
export type EventNotice = { id: number; brandId: string; userId: string | null; workshopId: string | null };

/**
 * Records an event inside the caller's transaction. NOTIFY is transactional in PostgreSQL (and in
 * PGlite): listeners hear of the event only when the transaction commits, never when it rolls back.
 */
export async function recordEvent(tx: Db, event: NewEvent): Promise<void> {
  const userId = typeof event.audience === 'object' && 'userId' in event.audience ? event.audience.userId : null;
  const workshopId = typeof event.audience === 'object' && 'workshopId' in event.audience ? event.audience.workshopId : null;
  const [row] = await tx
    .insert(events)
    .values({ brandId: event.brandId, userId, workshopId, type: event.type, payload: event.payload ?? {} })
    .returning({ id: events.id });
  const notice: EventNotice = { id: row!.id, brandId: event.brandId, userId, workshopId };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** For a change made by one statement outside a transaction: the change and its event commit together. */
export function withEvent<T>(db: Db, event: NewEvent, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordEvent(tx, event);
    return result;
  });
}

/** An event for one user's eyes only (their other tabs and devices). */
export const userEvent = (user: { brandId: string; userId: string }, type: TLiveEventType, payload: TLiveEventPayload = {}): NewEvent => ({
  brandId: user.brandId,
  audience: { userId: user.userId },
  type,
  payload,
});

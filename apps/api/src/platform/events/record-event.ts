import type { TLiveEventPayload, TLiveEventType } from '@servicebay/domain';
import { afterCommit, beforeCommit } from '../../db/transaction-hooks';
import type { Db } from '../../db/client';
import { events } from './events.tables';
import { noticeSenderOf, type EventNotice } from './notices';

/** Who sees an event: one user, one workshop's staff, or everyone of the brand. */
export type EventAudience = { userId: string } | { workshopId: string } | 'brand';

export type NewEvent = {
  brandId: string;
  audience: EventAudience;
  type: TLiveEventType;
  payload?: TLiveEventPayload;
};

type EventRowValues = typeof events.$inferInsert;

/** Events recorded in a transaction, written together as its last statement. */
const gathered = new WeakMap<Db, EventRowValues[]>();

async function writeEvents(tx: Db, values: EventRowValues[]): Promise<void> {
  const rows = await tx
    .insert(events)
    .values(values)
    .returning({ id: events.id, brandId: events.brandId, userId: events.userId, workshopId: events.workshopId });
  const notices: EventNotice[] = rows.map((row) => ({ id: row.id, brandId: row.brandId, userId: row.userId, workshopId: row.workshopId }));
  await afterCommit(tx, (db) => noticeSenderOf(db).send(notices));
}

/**
 * Records an event in the caller's transaction: the events of one transaction are written in one
 * statement at its end, and their notices go out once it has committed (never after a rollback),
 * before the caller is answered (decision 0030). Outside a transaction it is written at once.
 */
export async function recordEvent(tx: Db, event: NewEvent): Promise<void> {
  const userId = typeof event.audience === 'object' && 'userId' in event.audience ? event.audience.userId : null;
  const workshopId = typeof event.audience === 'object' && 'workshopId' in event.audience ? event.audience.workshopId : null;
  const values: EventRowValues = { brandId: event.brandId, userId, workshopId, type: event.type, payload: event.payload ?? {} };
  const pending = gathered.get(tx);
  if (pending) return void pending.push(values);
  const isGathering = beforeCommit(tx, 'events', () => writeEvents(tx, gathered.get(tx)!));
  if (isGathering) gathered.set(tx, [values]);
  else await writeEvents(tx, [values]);
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

import { boundedMap } from '../../platform/bounded-map';
import type { UserRow } from './identity.tables';

/**
 * How long a read user row may be answered again without the database. Writes through the identity
 * repository forget the row at once in this process; another API process forgets it when it hears
 * the change's event, and sees any change within this at the latest.
 */
export const RECENT_USER_MS = 1_000;
/** A bound on memory: each signed-in caller is one entry. */
const RECENT_USERS_KEPT = 10_000;

type Entry = { row: UserRow; readAt: number };

/**
 * Users read by every signed-in request (the session check, auth/me), kept for a moment so a burst
 * costs one query.
 */
export function createRecentUsers(load: (brandId: string, userId: string) => Promise<UserRow | null>, now: () => number = Date.now) {
  let kept = boundedMap<string, Entry>(RECENT_USERS_KEPT);
  // Forgets are numbered; a row read while its user (or everyone) was forgotten may predate the
  // change, so it is not kept. Per user: under load other customers' writes never stop, and a
  // process-wide count would keep almost nothing (bench: 4.5 reads of the customer per booking).
  let forgets = 0;
  let everyoneForgottenAt = 0;
  const forgottenAt = boundedMap<string, number>(RECENT_USERS_KEPT);
  return {
    async byId(brandId: string, userId: string): Promise<UserRow | null> {
      const entry = kept.get(userId);
      if (entry && entry.row.brandId === brandId && now() - entry.readAt < RECENT_USER_MS) return entry.row;
      const readAt = now();
      const forgetsBefore = forgets;
      const row = await load(brandId, userId);
      if (everyoneForgottenAt > forgetsBefore || (forgottenAt.get(userId) ?? 0) > forgetsBefore) return row;
      kept.delete(userId);
      if (row) kept.set(userId, { row, readAt });
      return row;
    },
    forget(userId: string) {
      forgets += 1;
      forgottenAt.delete(userId);
      forgottenAt.set(userId, forgets);
      kept.delete(userId);
    },
    forgetAll() {
      forgets += 1;
      everyoneForgottenAt = forgets;
      kept = boundedMap<string, Entry>(RECENT_USERS_KEPT);
    },
  };
}

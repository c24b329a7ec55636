import { boundedMap } from '../../platform/bounded-map';
import type { UserRow } from './identity.tables';

/**
 * How long a read user row may be answered again without the database. Writes through the identity
 * repository forget the row at once in this process; another API process sees a change within this.
 */
export const RECENT_USER_MS = 1_000;
/** A bound on memory: each signed-in caller is one entry. */
const RECENT_USERS_KEPT = 10_000;

/** Users read by every signed-in request (auth/me), kept for a moment so a burst costs one query. */
export function createRecentUsers(load: (brandId: string, userId: string) => Promise<UserRow | null>, now: () => number = Date.now) {
  const kept = boundedMap<string, { row: UserRow; readAt: number }>(RECENT_USERS_KEPT);
  return {
    async byId(brandId: string, userId: string): Promise<UserRow | null> {
      const entry = kept.get(userId);
      if (entry && entry.row.brandId === brandId && now() - entry.readAt < RECENT_USER_MS) return entry.row;
      const readAt = now();
      const row = await load(brandId, userId);
      kept.delete(userId);
      if (row) kept.set(userId, { row, readAt });
      return row;
    },
    forget(userId: string) {
      kept.delete(userId);
    },
  };
}

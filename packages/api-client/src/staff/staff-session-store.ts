import type { TStaffSession } from '@servicebay/domain';
import { createKeptSession, type KeyValueStorage } from '../session/kept-session';

/** Apart from the customer's 'servicebay.session': the two apps share an origin, never a session. */
export const STAFF_SESSION_KEY = 'servicebay.staff-session';

/** What survives a reload of the workshop app: the tokens, when the access token runs out, and whose they are. */
export type StoredStaffSession = { accessToken: string; refreshToken: string; accessExpiresAt: number; staffId: string };

function storedStaffSessionOf(value: unknown): StoredStaffSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken, accessExpiresAt, staffId } = value as Record<string, unknown>;
  const isStored = typeof accessToken === 'string' && typeof refreshToken === 'string' && Number.isFinite(accessExpiresAt) && typeof staffId === 'string';
  return isStored ? { accessToken, refreshToken, accessExpiresAt: accessExpiresAt as number, staffId } : null;
}

export type StaffSessionStore = {
  get: () => StoredStaffSession | null;
  save: (session: TStaffSession) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/** The signed-in staff member's session; sign-in, renewal and a password change save it, sign-out clears it. */
export function createStaffSessionStore(storage: KeyValueStorage, now: () => number = Date.now): StaffSessionStore {
  const kept = createKeptSession(storage, STAFF_SESSION_KEY, storedStaffSessionOf);
  return {
    get: kept.get,
    clear: kept.clear,
    subscribe: kept.subscribe,
    save: (session) =>
      kept.keep({
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        accessExpiresAt: now() + session.expiresInSeconds * 1000,
        staffId: session.staff.staffId,
      }),
  };
}

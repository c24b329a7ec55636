import type { TSession } from '@servicebay/domain';

const STORAGE_KEY = 'servicebay.session';

/** What survives a reload: the tokens, when the access token runs out, and whether it is a guest's. */
export type StoredSession = { accessToken: string; refreshToken: string; accessExpiresAt: number; isGuest: boolean };

/**
 * Checked by hand, not by a zod schema: every start reads the session, and the sign-in screens
 * load before zod (decision 0013). Anything else in storage (an older build's, a hand edit) is no session.
 */
function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken, accessExpiresAt, isGuest } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' && Number.isFinite(accessExpiresAt) && typeof isGuest === 'boolean';
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TokenStore = {
  get: () => StoredSession | null;
  save: (session: TSession) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

function read(storage: KeyValueStorage): StoredSession | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return isStoredSession(stored)
      ? { accessToken: stored.accessToken, refreshToken: stored.refreshToken, accessExpiresAt: stored.accessExpiresAt, isGuest: stored.isGuest }
      : null;
  } catch {
    return null; // storage blocked or a corrupt value: treat as signed out
  }
}

/**
 * Auth is one of the two pieces of state the spec persists (the other is the router's).
 * `get` returns the same object until the session changes, as useSyncExternalStore needs.
 */
export function createTokenStore(storage: KeyValueStorage, now: () => number = Date.now): TokenStore {
  let current = read(storage);
  const listeners = new Set<() => void>();
  const publish = (next: StoredSession | null) => {
    current = next;
    for (const listener of listeners) listener();
  };

  // Another tab signed in, refreshed or signed out: follow it, so rotated refresh tokens agree.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) publish(read(storage));
    });
  }

  return {
    get: () => current,
    save(session) {
      const next: StoredSession = {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        accessExpiresAt: now() + session.expiresInSeconds * 1000,
        isGuest: session.user.isAnonymous,
      };
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private browsing may refuse storage; the session still lives for this tab.
      }
      publish(next);
    },
    clear() {
      if (current === null) return;
      try {
        storage.removeItem(STORAGE_KEY);
      } catch {
        // nothing stored to remove
      }
      publish(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Refresh this long before the access token runs out, so a call never leaves with a dying token. */
export const REFRESH_AHEAD_MS = 30_000;

export const isAccessTokenDue = (session: StoredSession, at: number): boolean => session.accessExpiresAt - at <= REFRESH_AHEAD_MS;

import type { TSession } from '@servicebay/domain';
import { createKeptSession, type KeyValueStorage } from './kept-session';

const STORAGE_KEY = 'servicebay.session';

/** What survives a reload: the tokens, when the access token runs out, and whether it is a guest's. */
export type StoredSession = { accessToken: string; refreshToken: string; accessExpiresAt: number; isGuest: boolean };

/** Anything else in storage (an older build's, a hand edit) is no session; extra fields are dropped. */
function storedSessionOf(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken, accessExpiresAt, isGuest } = value as Record<string, unknown>;
  const isStored = typeof accessToken === 'string' && typeof refreshToken === 'string' && Number.isFinite(accessExpiresAt) && typeof isGuest === 'boolean';
  return isStored ? { accessToken, refreshToken, accessExpiresAt: accessExpiresAt as number, isGuest } : null;
}

export type TokenStore = {
  get: () => StoredSession | null;
  save: (session: TSession) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/** Auth is one of the two pieces of state the spec persists (the other is the router's). */
export function createTokenStore(storage: KeyValueStorage, now: () => number = Date.now): TokenStore {
  const kept = createKeptSession(storage, STORAGE_KEY, storedSessionOf);
  return {
    get: kept.get,
    clear: kept.clear,
    subscribe: kept.subscribe,
    save: (session) =>
      kept.keep({
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        accessExpiresAt: now() + session.expiresInSeconds * 1000,
        isGuest: session.user.isAnonymous,
      }),
  };
}

/** Refresh this long before the access token runs out, so a call never leaves with a dying token. */
export const REFRESH_AHEAD_MS = 30_000;

export const isAccessTokenDue = (session: Pick<StoredSession, 'accessExpiresAt'>, at: number): boolean => session.accessExpiresAt - at <= REFRESH_AHEAD_MS;

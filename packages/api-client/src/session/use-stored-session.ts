import { useSyncExternalStore } from 'react';
import { tokenStore } from '../client';
import type { StoredSession } from './token-store';

let sessionOfServerRender: () => StoredSession | null = () => null;

/**
 * The session a screen rendered on the server was rendered for: none for the sign-in screens; the
 * customer's for a portal screen (the customer app's prerender.tsx says so while it renders, and
 * its router, taking such a screen over, answers with the session held here, the same one). The
 * takeover must see what the server saw: a difference makes React render the consumers again at
 * once, in one long task, and the portal frame consumes the session (the whole screen below it).
 */
export function setSessionOfServerRender(session: () => StoredSession | null): void {
  sessionOfServerRender = session;
}

/** The held session, re-rendering on sign-in, refresh and sign-out (in this tab or another). */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => sessionOfServerRender());
}

/** For route loaders, which run outside React. */
export const getStoredSession = (): StoredSession | null => tokenStore.get();

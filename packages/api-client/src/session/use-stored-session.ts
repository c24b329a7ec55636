import { useSyncExternalStore } from 'react';
import { tokenStore } from '../client';
import type { StoredSession } from './token-store';

/** The held session, re-rendering on sign-in, refresh and sign-out (in this tab or another). */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}

/** For route loaders, which run outside React. */
export const getStoredSession = (): StoredSession | null => tokenStore.get();

import { useSyncExternalStore } from 'react';
import { staffSessionStore } from './staff-client';
import type { StoredStaffSession } from './staff-session-store';

/** The held staff session, re-rendering on sign-in, renewal and sign-out (in this tab or another). */
export const useStaffSession = (): StoredStaffSession | null => useSyncExternalStore(staffSessionStore.subscribe, staffSessionStore.get, () => null);

/** For route loaders, which run outside React. */
export const getStaffSession = (): StoredStaffSession | null => staffSessionStore.get();

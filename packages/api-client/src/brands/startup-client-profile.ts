import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_PROFILE_ELEMENT_ID, ZClientProfile, type TClientProfile } from '@servicebay/domain';
import { browserStorage } from '../client';
import { clientProfileQueryOptions } from './get-client-profile';

/** Per origin, and each brand is its own host: one brand never reads another's. */
const STORAGE_KEY = 'servicebay.client-profile';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Sources = { page: Pick<Document, 'getElementById'>; storage: KeyValueStorage };

function parsed(raw: string | null | undefined): TClientProfile | undefined {
  if (!raw) return undefined;
  try {
    const result = ZClientProfile.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined; // a page or a stored value from an older build: fetch instead
  }
}

function remember(storage: KeyValueStorage, profile: TClientProfile): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(profile));
  } catch {
    // Storage full or blocked: the next start without the network shows the startup error.
  }
}

/**
 * Puts the brand's client profile in the cache for the first screen, from the quickest source:
 * 1. inlined in the page by the server (a page from the network): current, nothing to fetch;
 * 2. else (the service worker's cached shell, or storage the server could not fill) the last
 *    profile this origin saw: shown at once and refreshed from the network behind it, so a
 *    changed brand shows its new look; offline, the app runs on it;
 * 3. else fetched, and waited for (a failure is the caller's startup error).
 * Whatever it starts from is kept for the next start.
 */
export async function loadStartupClientProfile(queryClient: QueryClient, sources?: Sources): Promise<void> {
  const options = clientProfileQueryOptions();
  if (queryClient.getQueryData(options.queryKey)) return;
  const { page, storage } = sources ?? { page: document, storage: browserStorage() };
  const inlined = parsed(page.getElementById(CLIENT_PROFILE_ELEMENT_ID)?.textContent);
  if (inlined) {
    queryClient.setQueryData(options.queryKey, inlined);
    remember(storage, inlined);
    return;
  }
  const last = parsed(storage.getItem(STORAGE_KEY));
  if (last) {
    queryClient.setQueryData(options.queryKey, last);
    void queryClient.fetchQuery({ ...options, staleTime: 0 }).then(
      (profile) => remember(storage, profile),
      () => undefined, // offline: the last profile stands
    );
    return;
  }
  remember(storage, await queryClient.fetchQuery(options));
}

import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_PROFILE_ELEMENT_ID, type TClientProfile } from '@servicebay/domain';
import { browserStorage } from '../client';
import { startSchema } from '../start-schema';
import { clientProfileQueryOptions } from './get-client-profile';

/** Per origin, and each brand is its own host: one brand never reads another's. */
const STORAGE_KEY = 'servicebay.client-profile';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Sources = { page: Pick<Document, 'getElementById'>; storage: KeyValueStorage };

function json(raw: string | null | undefined): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined; // a broken value: fetch instead
  }
}

/**
 * The profile the server inlined in this very page. Taken as it is: the server wrote it through
 * its schema a moment ago, and checking it here would hold the first screen until zod has
 * downloaded, which the sign-in screens no longer load (decision 0013).
 */
function inlinedIn(page: Sources['page']): TClientProfile | undefined {
  const value = json(page.getElementById(CLIENT_PROFILE_ELEMENT_ID)?.textContent);
  return typeof value === 'object' && value !== null && 'clientName' in value ? (value as TClientProfile) : undefined;
}

/** The profile kept by an earlier start, possibly by an older build: checked against today's schema. */
async function keptIn(storage: KeyValueStorage): Promise<TClientProfile | undefined> {
  const value = json(storage.getItem(STORAGE_KEY));
  if (value === undefined) return undefined;
  const schema = await startSchema((s) => s.ZClientProfile)();
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
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
  const inlined = inlinedIn(page);
  if (inlined) {
    queryClient.setQueryData(options.queryKey, inlined);
    remember(storage, inlined);
    return;
  }
  const last = await keptIn(storage);
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

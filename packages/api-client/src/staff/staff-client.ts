import { ZStaffSession } from '@servicebay/domain';
import { browserStorage } from '../client';
import { fetchFile, type DownloadedFile, type DownloadProgress } from '../http/fetch-file';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { createStaffSessionStore, type StaffSessionStore } from './staff-session-store';

type StaffAppHooks = {
  getLanguage: () => string;
  /** The staff member was signed in and no longer is (the refresh token was refused): back to Login. */
  onSessionExpired: () => void;
};

type StaffHttpClientConfig = StaffAppHooks & { store: StaffSessionStore; fetch?: typeof fetch; now?: () => number };

/**
 * The workshop app's client: staff tokens only, renewed through POST /staff/token when due (30 s
 * ahead of the 15-minute expiry) and once on a 401, never touching the customer's session.
 */
export function createStaffHttpClient({ store, fetch, now, getLanguage, onSessionExpired }: StaffHttpClientConfig): HttpClient {
  return createHttpClient({
    baseUrl: '/api',
    tokenStore: store,
    renewSession: async (refreshToken, send) => store.save(await send('/staff/token', { method: 'POST', body: { refreshToken }, schema: ZStaffSession })),
    fetch,
    now,
    getLanguage,
    onSessionExpired,
  });
}

let hooks: StaffAppHooks = { getLanguage: () => 'en', onSessionExpired: () => undefined };

/** The workshop app tells the client its language and how to sign a staff member out; called once at start. */
export function configureStaffApiClient(appHooks: StaffAppHooks): void {
  hooks = appHooks;
}

export const staffSessionStore = createStaffSessionStore(browserStorage());

export const staffApi = createStaffHttpClient({
  store: staffSessionStore,
  getLanguage: () => hooks.getLanguage(),
  onSessionExpired: () => hooks.onSessionExpired(),
});

/**
 * A file of the workshop's (an invoice's PDF, a register's workbook) fetched with the desk's token
 * and language: a link alone would carry neither, and the workbook's titles follow the language.
 */
export async function staffFile(path: string, onProgress?: DownloadProgress): Promise<DownloadedFile> {
  const token = await staffApi.accessToken();
  return fetchFile(`/api${path}`, { 'Accept-Language': hooks.getLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }, onProgress);
}

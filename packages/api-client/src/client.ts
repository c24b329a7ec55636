import { createHttpClient, type HttpClient } from './http/http-client';
import { createTokenStore } from './session/token-store';

type AppHooks = {
  getLanguage: () => string;
  onSessionExpired: () => void;
};

let hooks: AppHooks = { getLanguage: () => 'en', onSessionExpired: () => undefined };

/** The app tells the client its language and how to sign a customer out; called once at start. */
export function configureApiClient(appHooks: AppHooks): void {
  hooks = appHooks;
}

/** The language the API answers in now: catalogue answers written in it are kept under it. */
export const answerLanguage = (): string => hooks.getLanguage();

/** Reading `localStorage` itself throws where the browser blocks storage; then the session lives in memory. */
export function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.localStorage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }
}

export const tokenStore = createTokenStore(browserStorage());

/** The API is served on the app's own origin, which is also how it knows the brand (Host). */
const browserClient = createHttpClient({
  baseUrl: '/api',
  tokenStore,
  getLanguage: () => hooks.getLanguage(),
  onSessionExpired: () => hooks.onSessionExpired(),
});

let serverClient: () => HttpClient | undefined = () => undefined;

/**
 * The server renders signed-in screens for many customers at once with this same code
 * (apps/customer/src/prerender.tsx): each render's requests go out with its own customer's token,
 * through the client `current` returns while that render runs.
 */
export function setServerHttpClients(current: () => HttpClient | undefined): void {
  serverClient = current;
}

export const api: HttpClient = {
  request: (path, options) => (serverClient() ?? browserClient).request(path, options),
  accessToken: (options) => (serverClient() ?? browserClient).accessToken(options),
};

/** The client one server render reads the API with: its customer's token, the given in-process fetch. */
export function serverHttpClient(accessToken: string, fetch: typeof globalThis.fetch): HttpClient {
  const session = { accessToken, refreshToken: '', accessExpiresAt: Number.POSITIVE_INFINITY, isGuest: false };
  return createHttpClient({
    baseUrl: '/api',
    tokenStore: { get: () => session, save: () => undefined, clear: () => undefined, subscribe: () => () => undefined },
    fetch,
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    renews: false,
  });
}

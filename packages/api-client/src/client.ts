import { createHttpClient } from './http/http-client';
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
export const api = createHttpClient({
  baseUrl: '/api',
  tokenStore,
  getLanguage: () => hooks.getLanguage(),
  onSessionExpired: () => hooks.onSessionExpired(),
});

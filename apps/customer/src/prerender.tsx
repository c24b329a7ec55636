/**
 * The server's half of the first paint: the API renders the sign-in screen for a brand with this
 * module (built by `vite build --ssr`, see package.json) and sends it inside the page, so a first
 * visit sees the screen before any JavaScript has arrived; main.tsx then takes it over in place.
 * Nothing here may touch the browser's globals at import time.
 */
import {
  ApiError,
  clientProfileQueryOptions,
  createQueryClient,
  meQueryOptions,
  serverHttpClient,
  setServerHttpClients,
  setSessionOfServerRender,
  type HttpClient,
  type StoredSession,
} from '@servicebay/api-client';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, portalEntryPath, ZClientProfile, type Language, type TClientProfile } from '@servicebay/domain';
import { createI18n, initI18n } from '@servicebay/i18n';
import type { i18n as I18n } from 'i18next';
import { brandCssVariables } from '@servicebay/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, type HydrationState } from 'react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { App } from './app/app';
import {
  loadLazyRoutesOf,
  PRERENDERED_PATHS,
  routes,
  SIGN_IN_SCREEN_DATA,
  SIGNED_IN_PATHS,
  SIGNED_IN_SCREEN_DATA,
  SIGNED_IN_SCREEN_MODULES,
} from './app/routes';
import { prefetchDashboardQueries } from './app/routes/portal-data';
import { documentTitle, screenNameOf } from './app/screen-title';
import { chunksOfScreen, stylesOfScreen } from './screen-chunks';
import { paths } from './shared/paths';

export type PrerenderedScreen = {
  /** Markup for inside `<div id="root">`. */
  root: string;
  /** For the end of `<head>`: what the screen needs before the app's own code runs (the brand's colours, a portal screen's style sheets). */
  head: string;
  /** The page's title as the app sets it ("<Screen> · <Brand>"), so the first paint has it. */
  title: string;
  /** A signed-in screen's cached answers (TanStack Query's dehydrated cache), for the app to start from. */
  data?: unknown;
  /** The chunks the app runs one by one before taking a signed-in screen over (screen-chunks.ts). */
  chunks?: readonly string[];
};

/** The catalogue a page in a language other than English loads before the takeover (packages/i18n setLocale). */
const CATALOGUE_MODULES: Partial<Record<Language, string>> = { ar: '../../packages/i18n/src/locales/ar.ts' };

/** The brand's colours as the app sets them on <html> (useBrandDocument), so the first paint is in them. */
function brandColoursStyle(clientProfile: TClientProfile): string {
  const declarations = Object.entries(brandCssVariables(clientProfile.theme)).map(([name, value]) => `${name}:${value}`);
  return `<style id="brand-colours">:root{${declarations.join(';')}}</style>`;
}

/** A cache holding the brand's profile, checked as the app checks the inlined copy (the colours go into CSS). */
function brandQueryClient(profile: TClientProfile): { queryClient: QueryClient; clientProfile: TClientProfile } {
  const clientProfile = ZClientProfile.parse(profile);
  const queryClient = createQueryClient();
  // One page, one try: a failed read means the page goes without the screen, at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  queryClient.setQueryData(clientProfileQueryOptions().queryKey, clientProfile);
  return { queryClient, clientProfile };
}

const texts = new Map<Language, I18n>();
/** The texts of a page in `language`, with every catalogue in memory: one instance per language, shared by its renders. */
function textsIn(language: Language): I18n {
  // The app's own instance too: a few helpers outside React (toasts) read it.
  initI18n();
  const instance = texts.get(language) ?? createI18n(language);
  texts.set(language, instance);
  return instance;
}

/** The screen at `pathname` for a visitor with no session, in the page's language, or null when it is not one the server renders. */
export async function prerenderScreen(pathname: string, profile: TClientProfile, language: Language = DEFAULT_LANGUAGE): Promise<PrerenderedScreen | null> {
  if (!PRERENDERED_PATHS.includes(pathname)) return null;
  const { queryClient, clientProfile } = brandQueryClient(profile);
  return { ...(await renderApp(pathname, queryClient, textsIn(language), SIGN_IN_SCREEN_DATA, clientProfile)), head: brandColoursStyle(clientProfile) };
}

/** Each signed-in render reads the API as its own customer: the client of the render running now. */
const customerOfThisRender = new AsyncLocalStorage<HttpClient>();
setServerHttpClients(() => customerOfThisRender.getStore());

/** How the API lets this renderer read it as the customer (apps/api platform/brand-page.ts). */
export type ApiReads = { accessToken: string; fetch: typeof fetch };

/**
 * The portal screen at `pathname` with the customer's own data, read through the API as the app
 * reads it, and those answers for the app to start from; null when the server leaves the screen
 * to the app: not such a screen, a customer still to onboard (the app sends them on), a saved
 * language other than the page's (the app starts in the page's and then switches to the saved
 * one: that screen would not be taken over), or a read that failed.
 */
export async function prerenderSignedInScreen(
  pathname: string,
  profile: TClientProfile,
  reads: ApiReads,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PrerenderedScreen | null> {
  if (!SIGNED_IN_PATHS.includes(pathname)) return null;
  const i18n = textsIn(language);
  const { queryClient, clientProfile } = brandQueryClient(profile);
  try {
    const isReady = await customerOfThisRender.run(serverHttpClient(reads.accessToken, reads.fetch), async () => {
      const [user] = await Promise.all([queryClient.fetchQuery(meQueryOptions()), loadLazyRoutesOf(pathname)]);
      if (portalEntryPath(user) !== paths.portal || user.settings.language !== language) return false;
      await Promise.all(prefetchDashboardQueries(queryClient, clientProfile));
      return queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'success');
    });
    if (!isReady) return null;
    const data = dehydrate(queryClient);
    const user = queryClient.getQueryData(meQueryOptions().queryKey);
    // Rendered as the app will render it: with a session (its tokens stay with the browser).
    const session = { accessToken: '', refreshToken: '', accessExpiresAt: 0, isGuest: user?.isAnonymous ?? false };
    const rendered = await renderApp(pathname, queryClient, i18n, SIGNED_IN_SCREEN_DATA, clientProfile, session);
    const modules = [...(CATALOGUE_MODULES[language] ? [CATALOGUE_MODULES[language]] : []), ...(SIGNED_IN_SCREEN_MODULES[pathname] ?? [])];
    // The screen's own style sheets, so its first paint is styled as the app will style it (file names from the build's manifest).
    const styles = stylesOfScreen(modules).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    return { ...rendered, head: brandColoursStyle(clientProfile) + styles.join(''), data, chunks: chunksOfScreen(modules) };
  } catch (error) {
    // The session ended between the cookie's check and the reads: the app will say so. Anything
    // else is the server's to log (brand-page.ts), and the page goes without the screen.
    if (error instanceof ApiError && error.isUnauthorised) return null;
    throw error;
  } finally {
    queryClient.clear();
  }
}

/**
 * The app at `pathname` as markup. `session` is what the screen's components see as the held
 * session: set only around the synchronous renderToString, so concurrent renders cannot see
 * each other's (the prerender pass before it only loads the lazy parts; its output is dropped).
 */
async function renderApp(
  pathname: string,
  queryClient: QueryClient,
  i18n: I18n,
  hydrationData: HydrationState,
  clientProfile: TClientProfile,
  session: StoredSession | null = null,
): Promise<{ root: string; title: string }> {
  const router = createMemoryRouter(routes, { initialEntries: [pathname], hydrationData });
  try {
    const app = (
      <StrictMode>
        <App router={router} queryClient={queryClient} i18n={i18n} />
      </StrictMode>
    );
    // Twice: prerender waits for the screen's lazy parts (the slides' carousel) to load, and with
    // them loaded renderToString writes the whole screen inline. Prerender's own output would show
    // late parts through inline scripts, which the Content-Security-Policy rightly refuses.
    await text((await prerenderToNodeStream(app)).prelude);
    setSessionOfServerRender(() => session);
    try {
      const root = renderToString(app);
      const title = documentTitle(screenNameOf(router.state.matches, i18n.t), clientProfile.tabName || clientProfile.ClientName);
      return { root, title };
    } finally {
      setSessionOfServerRender(() => null);
    }
  } finally {
    router.dispose();
  }
}

export { PRERENDERED_PATHS, SIGNED_IN_PATHS } from './app/routes';

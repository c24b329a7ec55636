import { clientProfileQueryOptions, getStoredSession, loadStartupClientProfile, setSessionOfServerRender } from '@servicebay/api-client';
import { loadSignedInTexts } from '@servicebay/i18n';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { mayUseSignInScreens } from './loaders';
import { nextTask } from '../shared/next-task';
import { queryClient } from './query-client';
import { loadLazyRoutesOf, PRERENDERED_PATHS, routes, SIGN_IN_SCREEN_DATA, SIGNED_IN_PATHS, SIGNED_IN_SCREEN_DATA } from './routes';

/** The element the app renders into; the server may have put a sign-in screen in it already. */
export const appRoot = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

/**
 * The server rendered a sign-in screen into the page (prerender.tsx) and this visitor may see it:
 * no signed-in session (the rule publicOnlyLoader applies) and the brand's profile inlined in
 * the page. Then the router starts with the loaders' answers as they are, and the app takes over
 * the markup in place instead of painting it again.
 */
export function prerenderedSignInScreen(): HydrationState | undefined {
  const rendered = appRoot.dataset.prerendered;
  if (rendered !== window.location.pathname || !PRERENDERED_PATHS.includes(rendered)) return undefined;
  if (!mayUseSignInScreens()) return undefined;
  // The inlined profile goes into the cache before this returns (the loader's synchronous part).
  void loadStartupClientProfile(queryClient);
  if (!queryClient.getQueryData(clientProfileQueryOptions().queryKey)) return undefined;
  return SIGN_IN_SCREEN_DATA;
}

/**
 * The page's answers count as read when the page arrived, not by the server's clock: a device
 * whose clock differs would otherwise find them stale at once (or fresh for too long), and
 * reading them again as the screen is taken over re-renders it all in one long task.
 */
function answeredNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

/**
 * The server rendered a portal screen with this customer's data (the navigation carried their
 * session's cookie, prerender.tsx): the app starts from the answers it was rendered with, once the
 * screen's code and texts are here, and takes the markup over. Without a session held here (signed
 * out in this browser since), it is not taken over: the loaders send the visitor to sign in.
 */
export async function prerenderedSignedInScreen(): Promise<HydrationState | undefined> {
  const rendered = appRoot.dataset.prerendered;
  const answers = document.getElementById('screen-data')?.textContent;
  if (rendered !== window.location.pathname || !SIGNED_IN_PATHS.includes(rendered) || !answers || !getStoredSession()) return undefined;
  try {
    await runScreenChunksOneByOne();
    await Promise.all([loadLazyRoutesOf(rendered), loadSignedInTexts()]);
    await nextTask();
    void loadStartupClientProfile(queryClient);
    hydrate(queryClient, answeredNow(JSON.parse(answers) as DehydratedState));
    setSessionOfServerRender(getStoredSession);
    return SIGNED_IN_SCREEN_DATA;
  } catch {
    // A screen's code that did not download: the app starts afresh, and its loaders try again.
    return undefined;
  }
}

/**
 * The screen's code, as the server listed it (screen-chunks.ts), each chunk after those it
 * imports and in a task of its own: imported by the routes at once, its evaluation was one long
 * task on a slow phone. They downloaded with the app (start-after-paint.js); the routes then find
 * them loaded.
 */
async function runScreenChunksOneByOne(): Promise<void> {
  const listed = document.querySelector<HTMLScriptElement>('script[data-screen-chunks]')?.dataset.screenChunks ?? '';
  for (const chunk of listed.split(' ').filter(Boolean)) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, started with the server's screen's loader answers when it takes that screen
 * over. A function rather than a module's value: main.tsx starts it in a task of its own.
 */
export const startRouter = (hydrationData: HydrationState | undefined): AppRouter => createBrowserRouter(routes, { hydrationData });

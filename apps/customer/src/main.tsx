import { clientProfileQueryOptions, loadStartupClientProfile } from '@servicebay/api-client';
import { DEFAULT_LANGUAGE } from '@servicebay/domain';
import { initI18n, languageToStartIn, setLocale } from '@servicebay/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
// After the app, so these follow Mantine's core styles (imported by @servicebay/ui). The
// carousel's (1 KB) are here though its code loads later: the server's sign-in screen shows the
// carousel before that code arrives, and must look as it will.
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { queryClient } from './app/query-client';
import { appRoot, prerenderedSignedInScreen, prerenderedSignInScreen, startRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { connectApiClient } from './app/session-expiry';
import { nextTask } from './shared/next-task';

/** The server's screen waits, untouchable, for the app (prerendered-page.ts); once the app runs it, it is the visitor's. */
const openToTheVisitor = () => {
  appRoot.removeAttribute('inert');
  appRoot.removeAttribute('aria-disabled');
};

/**
 * The app starts in the visitor's kept language (or their browser's, where the brand offers it),
 * as the server rendered the page, before anything is painted or taken over: no English flash,
 * and a screen rendered in Arabic is taken over in Arabic. Offline without the catalogue, English.
 */
async function startInTheVisitorsLanguage() {
  await loadStartupClientProfile(queryClient).catch(() => undefined);
  const countryCode = queryClient.getQueryData(clientProfileQueryOptions().queryKey)?.countryCode ?? '';
  const language = languageToStartIn(countryCode);
  if (language !== DEFAULT_LANGUAGE) await setLocale(language).catch(() => undefined);
}

/**
 * Each step in a task of its own, so none adds up to a long one on a slow phone: the chunk's
 * evaluation (before this runs), then the texts and the brand's profile, then the router and the
 * takeover, which React itself cuts into pieces (a transition).
 */
async function start() {
  await nextTask();
  initI18n();
  await nextTask();
  await startInTheVisitorsLanguage();
  await nextTask();
  // A portal screen waits for its own code and texts first (router.tsx).
  const hydrationData = prerenderedSignInScreen() ?? (await prerenderedSignedInScreen());
  await nextTask();
  const router = startRouter(hydrationData);
  connectApiClient(router);
  registerServiceWorker();

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} onMounted={openToTheVisitor} />
    </StrictMode>
  );

  if (hydrationData) {
    // In a transition, so taking over the server's screen yields to the browser between pieces
    // instead of holding the main thread in one long task. A mismatch makes React paint the screen
    // afresh (still correct); it is reported so a test can catch the server and client drifting.
    startTransition(() => {
      hydrateRoot(appRoot, app, {
        onRecoverableError: (error) => console.error('[prerendered screen not taken over]', error),
      });
    });
  } else {
    // A screen the server rendered for someone else's state (a signed-in visitor on /login): paint afresh.
    appRoot.replaceChildren();
    createRoot(appRoot).render(app);
  }
}

void start();

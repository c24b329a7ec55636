import type { PrerenderedScreen } from './brand-page';

const EMPTY_ROOT = '<div id="root"></div>';
/** How Vite writes the app's entry and the chunks it preloads into index.html. */
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** A chunk as the build names it: a script of this origin's /assets/ folder, nothing else. */
const BUILT_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * apps/customer/public/start-after-paint.js: imports the chunks the entry needs, then the entry,
 * named on its element; a signed-in screen's chunks download with them, and the app runs them
 * (apps/customer/src/app/router.tsx).
 */
const START_AFTER_PAINT = (entry: string, chunks: string[], screenChunks: readonly string[]) =>
  `<script type="module" src="/start-after-paint.js" data-app-entry="${entry}" data-app-chunks="${chunks.join(' ')}"${
    screenChunks.length > 0 ? ` data-screen-chunks="${screenChunks.join(' ')}"` : ''
  }></script>`;

/**
 * index.html with the server's rendering of a screen in #root, marked with the path it was rendered
 * for (the app takes the markup over only there, apps/customer/src/app/router.tsx). Until the app
 * runs it, the screen can be seen but not used (`inert`, and `aria-disabled` so that assistive
 * technology and test drivers know to wait): a number typed or a box ticked before the app took
 * over would be reset by the takeover, a press would do nothing or submit the form natively,
 * reloading the page. The app lifts both once it has taken over (main.tsx). The screen is
 * already there to paint, so the app's scripts start once it has been painted instead of with the
 * page: on a slow network they would otherwise share it with the screen's styles and images
 * (Lighthouse counted 236 KB of script against 32 KB of CSS before the first paint).
 */
export function pageWithScreen(html: string, pathname: string, screen: PrerenderedScreen): string {
  const entry = APP_ENTRY.exec(html)?.[1];
  if (!html.includes(EMPTY_ROOT) || !entry) return html;
  const chunks = Array.from(html.matchAll(MODULE_PRELOAD), (preload) => preload[1]!);
  // Replaced by functions: a `$&` or `$'` in a brand's text must stay text, not a pattern.
  return html
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${pathname}" inert aria-disabled="true">${screen.root}</div>`)
    .replace(APP_ENTRY, () =>
      START_AFTER_PAINT(
        entry,
        chunks,
        (screen.chunks ?? []).filter((chunk) => BUILT_CHUNK.test(chunk)),
      ),
    )
    .replace(MODULE_PRELOAD, '');
}

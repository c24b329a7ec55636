import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API picks the brand from the Host header, so the proxy keeps it (open
// http://quickfix.localhost:5173 to see that brand).
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/**
 * The service worker (Workbox, generated at build time) precaches the app shell, the same files
 * for every brand, so the installed app opens offline. It never caches the API: answers are per
 * brand and per customer, and the brand's manifest and assets come from the API by Host.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // Registered by src/app/service-worker.ts after the page has loaded.
  injectRegister: false,
  // Each brand's manifest is served by the API (Host decides), not written here.
  manifest: false,
  workbox: {
    // The service menu's drawings (service-art/, ten small SVGs) come with the shell, as the icons do.
    globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.svg', 'service-art/*.svg'],
    // The address map is useless offline (no tiles) and the largest chunk.
    globIgnores: ['assets/address-map-*'],
    // vite-plugin-pwa would otherwise answer every navigation with the precached shell.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Opening a customer screen asks the server first: its page brings the brand's profile, and
    // for a signed-in customer the dashboard with their data (apps/api brand-page.ts). Offline,
    // the precached shell starts the app instead. Nothing is cached at run time: a page may be
    // one customer's, and /api answers go to the network. (Workbox offers a time limit only with
    // a cache to fall back on; a slow network waits for the page as it would for the API.)
    runtimeCaching: [
      {
        // The workshop app and the API answer their own paths.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api\/|workshop(\/|$))/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
});

/**
 * Everything the entry imports statically, in one file. Left to itself rolldown cut it into some
 * twenty chunks (each module shared with a lazy screen became a chunk of its own), and every one
 * is a request with about 1.1 KB of response headers: 28 KB of the 236 KB /login transferred.
 * Lazy screens still load on demand; they import what they share from this chunk.
 */
/** Chunks of the first loads (the sign-in page and the dashboard's takeover), named in their files. */
const NAMED_CHUNKS = new Set(['framework', 'rolldown-runtime', 'slide-carousel', 'portal-shell', 'dashboard', 'portal-data', 'signed-in']);

const firstScreenChunk = { name: 'index', tags: ['$initial' as const] };
/**
 * The framework (React, the router, the query cache, i18next) in a chunk of its own, ahead of the
 * first screen's: on a page the server rendered, start-after-paint.js downloads both at once and
 * evaluates them in two tasks rather than one. Evaluated as one graph they were the longest task
 * of /login (200 ms in Lighthouse's simulation); the split costs about 3 KB (a second file and
 * less shared compression).
 */
const frameworkChunk = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/,
  priority: 2,
};

/**
 * Mantine's `useId` replaced by src/theme/mantine-use-id.ts (why: there). Mantine's components
 * import it through @mantine/hooks' index, hence the match on that relative import. The server's
 * renderer keeps Mantine's, whose first render gives the same id.
 */
const stableMantineIds: Plugin = {
  name: 'stable-mantine-ids',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './use-id/use-id.mjs' && importer?.includes('/@mantine/hooks/'))
      return fileURLToPath(new URL('./src/theme/mantine-use-id.ts', import.meta.url));
    return undefined;
  },
};

// `--ssr src/prerender.tsx` builds the server's renderer of the sign-in screen (dist-server): no
// worker and no public files there, it is code the API imports, never served.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: isSsrBuild ? [react()] : [react(), stableMantineIds, serviceWorker],
  server: { port: 5173, proxy: api },
  // Bundled into the renderer rather than imported from node_modules: inside its one file a lazy
  // screen's modules start only when that screen is asked for, and Leaflet reads `window` as it starts.
  ssr: { noExternal: ['leaflet', 'react-leaflet', '@react-leaflet/core'] },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Which chunks each module needs: the server lists a portal screen's in its page, so the app
    // runs them one by one before taking the screen over (prerender.tsx, decision 0013).
    manifest: !isSsrBuild,
    // The server's renderer is one file: the API imports it again after a rebuild under a new URL
    // (platform/screen-renderer.ts), and chunks importing `../prerender.js` would load a second
    // copy of the app beside it (two i18n instances, two API clients).
    rolldownOptions: {
      output: {
        codeSplitting: isSsrBuild ? false : { groups: [frameworkChunk, firstScreenChunk] },
        // A lazy chunk's file is named by its hash alone: every chunk's name is written once in the
        // entry's preload table (__vite__mapDeps), which /login downloads (decision 0013). The
        // first load's own chunks keep their names: the journeys and the server's page find them by it.
        ...(isSsrBuild ? {} : { chunkFileNames: (chunk: { name: string }) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js') }),
      },
    },
  },
}));

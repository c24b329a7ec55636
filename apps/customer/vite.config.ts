import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
    globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.svg'],
    // The address map is useless offline (no tiles) and the largest chunk.
    globIgnores: ['assets/address-map-*'],
    navigateFallback: 'index.html',
    // The workshop app and the API answer their own paths; only customer screens fall back.
    navigateFallbackDenylist: [/^\/api\//, /^\/workshop(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // No runtime caching: everything not precached, /api above all, goes to the network.
    runtimeCaching: [],
  },
});

export default defineConfig({
  base: '/',
  plugins: [react(), serviceWorker],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  build: { outDir: 'dist', emptyOutDir: true },
});

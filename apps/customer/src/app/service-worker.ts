/**
 * Registers the service worker that precaches the app shell (vite.config.ts), once the page has
 * loaded, so its downloads never compete with the first screen's. Production builds only: in
 * development Vite serves modules that are not worth caching.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

import { initI18n } from '@servicebay/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// After the app, so these follow Mantine's core styles (imported by @servicebay/ui).
import '@mantine/notifications/styles.css';
import { registerServiceWorker } from './app/service-worker';
import { connectApiClient } from './app/session-expiry';

initI18n();
connectApiClient();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

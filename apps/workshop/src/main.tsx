import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// After the app, so these follow Mantine's core styles (imported by @servicebay/ui).
import './app/workshop-styles.css';
import { startInTheVisitorsLanguage } from './app/start';
import { router } from './app/router';
import { connectStaffApiClient } from './app/session-expiry';

/** The texts and the language first, so the first screen shows in the visitor's language without an English flash. */
async function start() {
  await startInTheVisitorsLanguage();
  connectStaffApiClient(router);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

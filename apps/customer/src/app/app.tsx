import { RouterProvider } from 'react-router';
import { OfflineNotice } from '../shared/offline-notice';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <OfflineNotice />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
